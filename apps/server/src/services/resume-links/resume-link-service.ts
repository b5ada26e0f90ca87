import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { resumeLinkValidityDays } from '@app/domain/backoffice/retention';
import { brand } from '@app/domain/brand';
import type { BusinessLine } from '@app/domain/business-lines';
import { toSwissDate } from '@app/domain/dates/calendar';
import { swissToday } from '@app/domain/dates/swiss-today';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/catalogue';
import { href, type RouteName } from '@app/domain/routes';
import { type ResumedDraft, resumedDraftSchema } from '@app/domain/schemas/answers';
import type { ResumeLinkRequest } from '@app/domain/schemas/resume-links';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claims, resumeLinks, subscriptions } from '../../db/schema';
import { DomainError } from '../../http/errors';
import type { Mailer } from '../mail/mailer';
import { stage } from '../subscriptions/subscription-service';

const day = 86_400_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The route where a resumed wizard continues: the step after the last one the server accepted
 * (spec 000 §2: dog and cat have 5 steps, the horse 6; stage numbers in subscription-service).
 */
function subscriptionResumeRoute(businessLine: BusinessLine, step: number): RouteName {
  if (businessLine === 'horse') {
    const next = Math.min(step + 1, 6) as 2 | 3 | 4 | 5 | 6;
    return `subscription-horse-step-${next}`;
  }
  // dog and cat: customize passes cover and option at once (stage 3 = step 3)
  const next = (step <= stage.quote ? 2 : Math.min(step, 5)) as 2 | 3 | 4 | 5;
  return `subscription-${businessLine}-step-${next}`;
}

function claimResumeRoute(type: string, step: number): RouteName {
  if (type === 'existing') return 'declaration-step-6';
  return `declaration-step-${Math.min(step + 1, 6)}` as RouteName;
}

/** A draft to resume: the language and animal of its e-mail, the state the wizard restores. */
function resumable<State>(locale: string, data: Record<string, unknown>, state: State) {
  return {
    locale: (locale === 'de' ? 'de' : 'fr') as Locale,
    animalName: String(data.animal_name ?? ''),
    state,
  };
}

/**
 * "Continue later" links (issue 13): a link to continue a quote or a claim draft on any device,
 * sent by e-mail, valid 7 days and for one use. The token carries its id and expiry under an
 * HMAC of the server secret (checked before the database is asked); only its SHA-256 is stored.
 */
export function createResumeLinkService(deps: {
  db: Db;
  mailer: Mailer;
  secret: string;
  /** Origin of the links (`publicOriginOf(config.publicHost)`). */
  publicOrigin: string;
  now?: () => Date;
}) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const mac = (body: string) =>
    createHmac('sha256', deps.secret).update(`resume:${body}`).digest('base64url');

  /** The draft a token may resume, or null when there is nothing (any more) to resume. */
  async function draftOf(
    kind: 'subscription' | 'claim',
    userToken: string,
    executor: Pick<Db, 'select'> = db,
  ) {
    if (kind === 'subscription') {
      const [row] = await executor
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userToken, userToken));
      if (!row || row.step < stage.quote || row.step >= stage.sent) return null;
      const data = row.data as Record<string, unknown>;
      const route = subscriptionResumeRoute(row.businessLine as BusinessLine, row.step);
      return resumable(row.locale, data, {
        kind,
        user_token: row.userToken,
        business_line: row.businessLine,
        step: row.step,
        data,
        resume_route: route,
      });
    }
    const [row] = await executor.select().from(claims).where(eq(claims.userToken, userToken));
    if (row?.status !== 'draft' || (row.type !== 'new' && row.type !== 'existing')) {
      return null;
    }
    const data = row.data as Record<string, unknown>;
    return resumable(row.locale, data, {
      kind,
      user_token: row.userToken,
      type: row.type,
      step: row.step,
      data,
      resume_route: claimResumeRoute(row.type, row.step),
    });
  }

  async function request(input: ResumeLinkRequest, locale: Locale) {
    const draft = await draftOf(input.kind, input.user_token);
    if (!draft) throw new DomainError(422, 'resume.not_resumable', {}, 'user_token');
    const id = randomBytes(12).toString('base64url');
    const expiresAt = new Date(now().getTime() + resumeLinkValidityDays * day);
    const body = `${id}.${Math.floor(expiresAt.getTime() / 1000)}.${randomBytes(18).toString('base64url')}`;
    const token = `${body}.${mac(body)}`;
    const email = input.email.trim().toLowerCase();
    const link = `${deps.publicOrigin}${href('resume-link', locale, {}, { token })}`;
    const params = {
      link,
      brand: brand.name,
      animalName: draft.animalName,
      expiry: toSwissDate(swissToday(expiresAt)),
    };
    await db.transaction(async (tx) => {
      await tx.insert(resumeLinks).values({
        id,
        tokenHash: sha256(token),
        kind: input.kind,
        userToken: input.user_token,
        email,
        locale,
        expiresAt,
      });
      await mailer.queue(tx, `resume:${id}`, {
        to: email,
        locale,
        subject: translate(locale, 'resume.mail.subject', params),
        text: translate(locale, `resume.mail.text.${input.kind}`, params),
      });
    });
    return { status: 'sent' as const, expires_at: expiresAt.toISOString() };
  }

  /** Checks a token's form, signature and expiry without the database. */
  function parse(token: string): { id: string } | null {
    const parts = token.split('.');
    if (parts.length !== 4 || token.length > 300) return null;
    const [id = '', expiry = '', , signature = ''] = parts;
    const expected = Buffer.from(mac(parts.slice(0, 3).join('.')));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 <= now().getTime()) return null;
    return { id };
  }

  /**
   * The draft's state, once: the link is marked used in the transaction that reads the draft and
   * checks the answer against its schema, so that a refusal (a draft sent meanwhile) or an answer
   * that does not fit leaves the link as it was. A second call answers 410.
   */
  async function redeem(token: string): Promise<ResumedDraft> {
    const parsed = parse(token);
    const invalid = () => new DomainError(410, 'resume.link_invalid');
    if (!parsed) throw invalid();
    return db.transaction(async (tx) => {
      const [link] = await tx
        .update(resumeLinks)
        .set({ usedAt: now() })
        .where(
          and(
            eq(resumeLinks.id, parsed.id),
            eq(resumeLinks.tokenHash, sha256(token)),
            isNull(resumeLinks.usedAt),
            gt(resumeLinks.expiresAt, now()),
          ),
        )
        .returning();
      if (!link) throw invalid();
      const draft = await draftOf(link.kind as 'subscription' | 'claim', link.userToken, tx);
      // sent meanwhile (on the first device): nothing to continue
      if (!draft) throw new DomainError(409, 'resume.not_resumable');
      return resumedDraftSchema.parse({
        ...draft.state,
        locale: draft.locale,
        resume_path: href(draft.state.resume_route, draft.locale),
      });
    });
  }

  return { request, redeem };
}

export type ResumeLinkService = ReturnType<typeof createResumeLinkService>;

import { brand } from '@app/domain/brand';
import { formatChf } from '@app/domain/format/chf';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/catalogue';
import { href } from '@app/domain/routes';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { claims } from '../../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { DocumentStorage } from '../../storage/document-storage';
import {
  type Executor,
  erasePayload,
  exportedDocuments,
  mailsQueuedUnder,
  removeUploadsOf,
  type SourceDetail,
  type SubmissionSource,
  uploadedFile,
  uploadsOf,
} from './source';

type ClaimRow = typeof claims.$inferSelect;
const localeOf = (value: string): Locale => (value === 'de' ? 'de' : 'fr');
const field = (data: unknown, name: string) => {
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};

/** Rows of the claims table that match an e-mail address (any type, any state). */
const claimsOfEmail = (email: string) =>
  sql`lower(${claims.data}->>'email') = ${email.trim().toLowerCase()}`;

async function claimDetail(
  db: Executor,
  row: ClaimRow,
  reference: string,
  mailPrefix: string,
): Promise<SourceDetail> {
  const files = await uploadsOf(db, 'claimId', [row.id]);
  return {
    reference,
    // completing the declaration is its last update (claim-service completeOnce)
    receivedAt: row.updatedAt.toISOString(),
    locale: localeOf(row.locale),
    firstName: field(row.data, 'first_name'),
    lastName: field(row.data, 'last_name'),
    email: field(row.data, 'email'),
    policyNumber: field(row.data, 'policy_id') || null,
    payload: row.data as Record<string, unknown>,
    files: files.map(uploadedFile),
    mails: await mailsQueuedUnder(db, mailPrefix),
  };
}

const selectRows = (type: string, reference: SQL) => sql`
  select ${claims.id}::text as source_id, ${claims.updatedAt} as received_at,
    ${reference} as reference,
    ${claims.data}->>'first_name' as first_name, ${claims.data}->>'last_name' as last_name,
    ${claims.data}->>'email' as email, ${claims.data}->>'policy_id' as policy_number,
    ${claims.data}->>'animal_name' as animal_name, ${claims.locale} as locale
  from ${claims}
  where ${claims.type} = ${type} and ${claims.status} in ('completed', 'closed')`;

export interface ClaimSourceDeps {
  mailer: Mailer;
  storage: DocumentStorage;
  /** Origin of the links in the status e-mails (`publicOriginOf(config.publicHost)`). */
  publicOrigin: string;
}

/** New claims declared online (an S-number each). */
export function claimSource(deps: ClaimSourceDeps): SubmissionSource {
  const link = (path: string) => `${deps.publicOrigin}${path}`;
  return {
    kind: 'claim',
    rows: () => selectRows('new', sql`${claims.claimNumber}`),

    async detail(db, id) {
      if (!/^\d+$/.test(id)) return null;
      const [row] = await db
        .select()
        .from(claims)
        .where(and(eq(claims.id, Number(id)), eq(claims.type, 'new')));
      if (!row?.claimNumber) return null;
      return claimDetail(db, row, row.claimNumber, `claim:${row.id}:`);
    },

    /**
     * issue 13: each status change e-mails the policyholder in the language of the declaration.
     * A paid claim is closed: documents can no longer be added online (decisions.md
     * "alreadyClosed").
     */
    async onStatusChange(tx, id, change) {
      const [row] = await tx
        .select()
        .from(claims)
        .where(eq(claims.id, Number(id)));
      if (!row?.claimNumber) return;
      if (change.to === 'paid') {
        await tx.update(claims).set({ status: 'closed' }).where(eq(claims.id, row.id));
      }
      const locale = localeOf(row.locale);
      const status = translate(locale, `claim_status.status.${change.to}`);
      const amount = change.amount === null ? '' : formatChf(change.amount);
      const detailKey = `claim_status.mail.detail.${change.to}`;
      const params = {
        firstName: field(row.data, 'first_name'),
        lastName: field(row.data, 'last_name'),
        animalName: field(row.data, 'animal_name'),
        claimNumber: row.claimNumber,
        status,
        amount,
        reason: change.reason ?? '',
        addDocumentsLink: link(
          href('add-documents', locale, {}, { webIdentificationNumber: row.claimNumber }),
        ),
        link: link(href('claim-status', locale, {}, { claim: row.claimNumber })),
        brand: brand.name,
      };
      const detail = translate(locale, detailKey, params);
      await deps.mailer.queue(tx, `claim:${row.id}:status:${change.eventId}`, {
        to: field(row.data, 'email'),
        locale,
        subject: translate(locale, 'claim_status.mail.subject', params),
        text: translate(locale, 'claim_status.mail.text', {
          ...params,
          detail: detail === detailKey ? '' : detail,
        }),
      });
    },

    async exportFor(db, email) {
      const rows = await db.select().from(claims).where(claimsOfEmail(email));
      const files = await uploadsOf(
        db,
        'claimId',
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        table: 'claims',
        id: row.id,
        type: row.type,
        status: row.status,
        claim_number: row.claimNumber,
        locale: row.locale,
        created_at: row.createdAt.toISOString(),
        data: row.data,
        documents: exportedDocuments(files, 'claimId', row.id),
      }));
    },

    /**
     * Personal fields erased in every claim row of the address (declarations, drafts, link
     * requests), their uploaded files deleted; numbers, dates and amounts stay for the books.
     */
    async eraseFor(tx, email) {
      const rows = await tx.select().from(claims).where(claimsOfEmail(email)).for('update');
      for (const row of rows) {
        await removeUploadsOf(tx, deps.storage, 'claimId', [row.id]);
        await tx
          .update(claims)
          .set({ data: erasePayload(row.data as Record<string, unknown>) })
          .where(eq(claims.id, row.id));
      }
      return rows.length;
    },
  };
}

/** Documents added online to an existing claim (the claim number is the one given). */
export function claimDocumentsSource(): SubmissionSource {
  return {
    kind: 'claim-documents',
    rows: () => selectRows('existing', sql`${claims.data}->>'web_identification_number'`),
    async detail(db, id) {
      if (!/^\d+$/.test(id)) return null;
      const [row] = await db
        .select()
        .from(claims)
        .where(and(eq(claims.id, Number(id)), eq(claims.type, 'existing')));
      if (!row || row.status === 'draft') return null;
      return claimDetail(db, row, field(row.data, 'web_identification_number'), `claim:${row.id}:`);
    },
  };
}

import { randomBytes } from 'node:crypto';
import { swissToday } from '@app/domain/dates/swiss-today';
import { hasBreedCatalogue, publicFormLimits } from '@app/domain/forms/public-constants';
import { offerRequestInitSchema } from '@app/domain/forms/public-schemas';
import type { Locale } from '@app/domain/locale';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formSubmissions, offerRequestDrafts } from '../../db/schema';
import { FieldsError } from '../../http/errors';
import { parseWith } from '../../http/validator';
import type { CatalogService } from '../catalog/catalog-service';
import type { FormHooks } from './form-service';

type Data = Record<string, unknown>;
const dayMs = 24 * 60 * 60_000;

/**
 * spec 002 §3: a breed of the catalogue for dog, cat and horse. The id must be a breed of that
 * animal; the catalogue's French name is kept (the inbox reads French), whatever name was sent.
 */
export function breedCheck(catalog: CatalogService, lineField: string, raceField: string) {
  return async (data: Data): Promise<Data> => {
    const line = data[lineField];
    const race = data[raceField] as { id: number } | string | undefined;
    if (!hasBreedCatalogue(line) || typeof race !== 'object') return data;
    const breed = await catalog.findBreed(line, race.id, 'fr');
    if (!breed) throw new FieldsError([{ field: raceField, key: 'forms.race_unknown' }]);
    return { ...data, [raceField]: { id: breed.id, name: breed.name } };
  };
}

/**
 * The offer request in two calls (spec 002 §4: "step 1, then step 2 after the init call
 * succeeds"): `init` validates the animal, checks the breed and keeps it as a draft under an
 * unguessable token for 7 days; `POST offer-request` takes the token and the contact details (or
 * the whole state), completed with the draft and validated whole by the form pipeline. A token
 * already used answers the same reference again (a double click sends one request).
 */
export function createOfferRequestService(options: {
  db: Db;
  catalog: CatalogService;
  now?: () => Date;
}) {
  const { db, catalog } = options;
  const now = options.now ?? (() => new Date());
  const checkBreed = breedCheck(catalog, 'business_line', 'race');
  const unknownDraft = () =>
    new FieldsError([{ field: 'token', key: 'forms.offer_draft_unknown' }]);

  /** POST offer-request/init: step 1 stored; a live token given again is updated in place. */
  async function init(input: unknown, locale: Locale): Promise<{ token: string }> {
    const instant = now();
    const {
      token: given,
      locale: _locale,
      category: _category,
      ...animal
    } = parseWith(offerRequestInitSchema({ today: swissToday(instant) }), input) as Data;
    const data = await checkBreed(animal);
    const expiresAt = new Date(instant.getTime() + publicFormLimits.offerDraftDays * dayMs);
    if (typeof given === 'string') {
      const [updated] = await db
        .update(offerRequestDrafts)
        .set({ data, locale, expiresAt })
        .where(
          and(
            eq(offerRequestDrafts.token, given),
            isNull(offerRequestDrafts.submissionId),
            gt(offerRequestDrafts.expiresAt, instant),
          ),
        )
        .returning({ token: offerRequestDrafts.token });
      if (updated) return updated;
    }
    const token = randomBytes(24).toString('base64url');
    await db.insert(offerRequestDrafts).values({ token, data, locale, expiresAt });
    return { token };
  }

  /** The form pipeline's hooks for `POST offer-request`. */
  const hooks: FormHooks = {
    // the stored step 1 under what the page sends (the page may send the whole state)
    async accumulate(input, context) {
      const body = (input ?? {}) as Data;
      if (typeof body.token !== 'string') return body;
      const [draft] = await db
        .select()
        .from(offerRequestDrafts)
        .where(eq(offerRequestDrafts.token, body.token.trim()));
      context.meta.draftToken = body.token.trim();
      return draft ? { ...(draft.data as Data), ...body } : body;
    },

    async prepare(data) {
      const { token: _token, ...request } = data;
      return checkBreed(request);
    },

    async before(tx, _data, context) {
      const token = String(context.meta.draftToken ?? '');
      const [draft] = await tx
        .select()
        .from(offerRequestDrafts)
        .where(eq(offerRequestDrafts.token, token))
        .for('update');
      if (draft?.submissionId) {
        const [sent] = await tx
          .select({ reference: formSubmissions.reference })
          .from(formSubmissions)
          .where(eq(formSubmissions.id, draft.submissionId));
        if (sent) return sent.reference;
      }
      if (!draft || draft.expiresAt.getTime() <= context.now.getTime()) throw unknownDraft();
      return undefined;
    },

    async after(tx, submission, context) {
      await tx
        .update(offerRequestDrafts)
        .set({ submissionId: submission.id })
        .where(eq(offerRequestDrafts.token, String(context.meta.draftToken)));
    },
  };

  return { init, hooks };
}

export type OfferRequestService = ReturnType<typeof createOfferRequestService>;

import { createHash, randomBytes, randomInt } from 'node:crypto';
import { brand } from '@app/domain/brand';
import type { BusinessLine } from '@app/domain/business-lines';
import { animalSexOfGender } from '@app/domain/constants';
import { ageInYears, toSwissDate } from '@app/domain/dates/calendar';
import { onlineStartDates } from '@app/domain/dates/start-window';
import { swissToday } from '@app/domain/dates/swiss-today';
import { isLocale, type Locale } from '@app/domain/locale';
import {
  engineCoverOf,
  type HorseWizardCover,
  wizardCoverOf,
} from '@app/domain/pricing/horse-cover';
import type { QuoteBreakdown } from '@app/domain/pricing/quote';
import type { Tariff } from '@app/domain/pricing/tariff';
import { href } from '@app/domain/routes';
import { horseGetPricesRequestBaseSchema, quoteInputBaseSchema } from '@app/domain/schemas/pricing';
import { schemaPerContext } from '@app/domain/schemas/schema-cache';
import {
  type AnimalInformation,
  animalInformationSchema,
  type HorseQuickInit,
  type OwnerInformation,
  ownerInformationSchema,
  type SubscriptionCustomize,
  type SubscriptionInit,
  type SubscriptionOffer,
  type SubscriptionPayment,
  type SubscriptionQuickInit,
  type SubscriptionSelectOption,
  type SubscriptionSelectPack,
  subscriptionInitSchema,
  subscriptionOfferSchema,
} from '@app/domain/schemas/subscriptions';
import { isOwnChannel } from '@app/domain/subscriptions/channel';
import { invoiceDueDate, offerValidUntil } from '@app/domain/subscriptions/deadlines';
import {
  canSubscribeOnline,
  healthCertificateReasons,
} from '@app/domain/subscriptions/online-subscription';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { generatedDocuments, payments, policies, subscriptions } from '../../db/schema';
import { DomainError, FieldsError, RequestValidationError } from '../../http/errors';
import { parseWith } from '../../http/validator';
import type { CatalogService } from '../catalog/catalog-service';
import type { JobQueue } from '../jobs/job-queue';
import type { PaymentProvider } from '../payment/payment-provider';
import type { PricingService } from '../pricing/pricing-service';
import type { DocumentStorage } from '../storage/document-storage';

/**
 * The stages a subscription passes, in order (spec 000 §2.4). Dogs and cats have no option
 * step: their cover step counts for both. A step is accepted only when the previous stage was
 * reached, so no step can be skipped; re-posting a step makes it the last accepted one.
 */
export const stage = { quote: 1, cover: 2, option: 3, animal: 4, owner: 5, sent: 6 } as const;

const wizardField: Record<string, string> = {
  'insurance.base_product': 'insurance_name',
  'insurance.deductible': 'deductible',
  insurance: 'insurance_name',
  'death_insurance.base_product': 'horse_death_insurance_base_product_id',
  'death_insurance.invalidite': 'invalidite',
  'death_insurance.poulain': 'poulain',
};

export interface SubscriptionDeps {
  db: Db;
  catalog: CatalogService;
  pricing: PricingService;
  tariff: Tariff;
  jobs: JobQueue;
  payment: PaymentProvider;
  storage: DocumentStorage;
  publicHost: string;
  /** The clock of the issue date printed on the documents (tests fix it). */
  now?: () => Date;
  /** Production refuses http:// return addresses, even on localhost. */
  isProduction: boolean;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SubscriptionData = Record<string, unknown> & {
  business_line: BusinessLine;
  animal_name: string;
  animal_date_of_birth: string;
  policy_start_date: string;
};

/**
 * The quick calculators skip step 1, where an intermediary gives the block of spec 000 §6
 * (agent number, FINMA number, tied-intermediary confirmation): on a partner channel the full
 * request form is the way in.
 */
function refuseQuickPartner(partnerKey: string | undefined) {
  if (!isOwnChannel(partnerKey)) {
    throw new FieldsError([{ field: 'partner_key', key: 'subscription.quick_partner' }]);
  }
}

const tokenError = () =>
  new FieldsError([{ field: 'user_token', key: 'subscription.token_unknown' }]);

const documentOrder = (kind: string) => ['policy', 'offer', 'invoice'].indexOf(kind);

/** A policy number of at most 10 characters (spec 000 §9): year and 8 random digits. */
function newPolicyNumber(kind: 'policy' | 'offer', today: string): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return kind === 'policy' ? `${today.slice(2, 4)}${digits}` : `OF${digits}`;
}

/**
 * The identity of a payment request: the same body sent again (a retry after a cut connection
 * or a crash) has the same key and gets the same answer (issue 11 item 7).
 */
export function paymentRequestKey(input: SubscriptionPayment): string {
  const { locale: _locale, ...fields } = input as SubscriptionPayment & { locale?: unknown };
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url');
}

const localHostnames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Return addresses after payment (issue 11 item 4): a path of this site (`/…`, never `//…`), or
 * an absolute `https://` URL on PUBLIC_HOST; `http://` only for a localhost PUBLIC_HOST outside
 * production. Printable ASCII only (a browser percent-encodes the rest, and a raw non-ASCII
 * character cannot go into a Location header), no credentials, no other port.
 */
export function isSafeReturnUrl(
  url: string,
  publicHost: string,
  options: { isProduction: boolean },
): boolean {
  if (!/^[\x21-\x7e]+$/.test(url) || url.includes('\\')) return false;
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return false;
    try {
      return new URL(url, `https://${publicHost}`).host === publicHost;
    } catch {
      return false;
    }
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const allowsHttp = !options.isProduction && localHostnames.has(parsed.hostname);
  const scheme = url.startsWith('https://') ? 'https:' : url.startsWith('http://') ? 'http:' : '';
  if (scheme === '' || (scheme === 'http:' && !allowsHttp)) return false;
  // the spelling itself names the host (no `https:host`, no user@): the parser cannot disagree
  const prefix = `${scheme}//${publicHost}`;
  const next = url.charAt(prefix.length);
  return (
    url.startsWith(prefix) &&
    (next === '' || next === '/' || next === '?' || next === '#') &&
    parsed.protocol === scheme &&
    parsed.host === publicHost &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db, catalog, pricing, tariff, jobs } = deps;
  const context = () => ({ tariff, today: pricing.today() });
  // one schema per day, business line or channel: zod compiles each new schema on first use
  const initSchema = schemaPerContext(subscriptionInitSchema);
  const animalSchema = schemaPerContext(animalInformationSchema);
  const ownerSchema = schemaPerContext(ownerInformationSchema);
  const offerSchema = schemaPerContext(subscriptionOfferSchema);

  async function load(token: string): Promise<SubscriptionRow> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userToken, token))
      .limit(1);
    if (!row) throw tokenError();
    return row;
  }

  async function loadAt(
    token: string,
    needed: number,
  ): Promise<SubscriptionRow & { data: SubscriptionData }> {
    const row = await load(token);
    if (row.step >= stage.sent)
      throw new FieldsError([{ field: 'user_token', key: 'subscription.already_sent' }]);
    if (row.step < needed)
      throw new FieldsError([{ field: 'user_token', key: 'subscription.step_missing' }]);
    return row as SubscriptionRow & { data: SubscriptionData };
  }

  async function save(
    row: SubscriptionRow,
    data: Record<string, unknown>,
    step: number,
    locale: Locale,
  ) {
    await db
      .update(subscriptions)
      .set({ data, step, locale, updatedAt: sql`now()` })
      .where(eq(subscriptions.id, row.id));
  }

  /**
   * The animal's gender from the catalogue: its id, its name in the request's language
   * (spec 000 §3.1 animal_gender) and the sex the rules need (the foal cover, mares only).
   */
  async function genderFields(
    businessLine: BusinessLine,
    genderId: number | undefined,
    locale: Locale,
  ) {
    if (genderId === undefined) return {};
    const gender = await catalog.findGender(businessLine, genderId, locale);
    if (!gender) {
      throw new FieldsError([{ field: 'animal_gender_id', key: 'subscription.gender_unknown' }]);
    }
    return {
      animal_gender_id: gender.id,
      animal_gender: gender.name,
      animal_sex: animalSexOfGender(gender.code),
    };
  }

  /** spec 000 §4: inconnu selects the breed `divers`; every breed must exist for the animal. */
  async function resolveBreeds(input: {
    business_line: BusinessLine;
    animal_race_type?: string;
    animal_race_id?: number | undefined;
    animal_race2_id?: number | undefined;
  }) {
    const raceType = input.business_line === 'dog' ? (input.animal_race_type ?? 'pure') : 'pure';
    if (raceType === 'inconnu') {
      const divers = await catalog.findBreedBySlug('dog', 'divers');
      if (!divers) throw new Error('the breed divers is missing from the catalogue');
      return {
        animal_race_type: raceType,
        animal_race_id: divers.id,
        animal_race2_id: undefined,
        slug: divers.slug,
      };
    }
    const first =
      input.animal_race_id === undefined
        ? null
        : await catalog.findBreed(input.business_line, input.animal_race_id);
    if (!first) throw new FieldsError([{ field: 'animal_race_id', key: 'pricing.breed_unknown' }]);
    if (input.animal_race2_id !== undefined) {
      const second = await catalog.findBreed(input.business_line, input.animal_race2_id);
      if (!second)
        throw new FieldsError([{ field: 'animal_race2_id', key: 'pricing.breed_unknown' }]);
    }
    return {
      animal_race_type: raceType,
      animal_race_id: first.id,
      animal_race2_id: input.animal_race2_id,
      slug: first.slug,
    };
  }

  async function create(
    data: Record<string, unknown>,
    businessLine: BusinessLine,
    step: number,
    locale: Locale,
  ) {
    const userToken = randomBytes(24).toString('base64url');
    const partnerKey = (data.partner_key as string | undefined) || brand.ownPartnerKey;
    const referrerKey = (data.referrer_key as string | undefined) || brand.ownPartnerKey;
    await db.insert(subscriptions).values({
      userToken,
      businessLine,
      step,
      data: { ...data, partner_key: partnerKey, referrer_key: referrerKey },
      locale,
      partnerKey,
      referrerKey,
    });
    return { user_token: userToken };
  }

  /** The quote input of the stored state (defaults of the schema applied, dates as stored). */
  function quoteInputOf(data: SubscriptionData, overrides: Record<string, unknown> = {}) {
    const merged: Record<string, unknown> = { ...data, ...overrides, coupon_data: undefined };
    if (merged.business_line === 'horse')
      Object.assign(merged, engineCoverOf(merged as HorseWizardCover));
    return parseWith(quoteInputBaseSchema, merged);
  }

  /** Engine problems named after the wizard's horse fields, so that they reach the right input. */
  async function quoteForWizard(data: SubscriptionData, ignore: readonly string[] = []) {
    try {
      return await pricing.quote(quoteInputOf(data));
    } catch (error) {
      if (error instanceof RequestValidationError) {
        const issues = error.issues
          .filter((issue) => !ignore.includes(issue.message))
          .map((issue) => {
            const renamed = wizardField[issue.path.join('.')];
            return renamed ? { ...issue, path: [renamed] } : issue;
          });
        if (issues.length > 0) throw new RequestValidationError(issues, data);
        return null;
      }
      if (!(error instanceof FieldsError)) throw error;
      const fields = error.fields
        .filter((entry) => !ignore.includes(entry.key))
        .map((entry) => ({ ...entry, field: wizardField[entry.field] ?? entry.field }));
      if (fields.length > 0) throw new FieldsError(fields);
      return null;
    }
  }

  function isOnlineAllowed(row: SubscriptionRow & { data: SubscriptionData }) {
    return canSubscribeOnline({
      businessLine: row.businessLine as BusinessLine,
      partnerKey: row.partnerKey,
      referrerKey: row.referrerKey,
      hasBeenTreatedLately: row.data.has_been_treated_lately === true,
      birth: row.data.animal_date_of_birth,
      policyStart: row.data.policy_start_date,
    });
  }

  /**
   * Issues the policy (or offer) of a subscription inside the caller's transaction, from the
   * breakdown the customer saw: at most one per subscription (unique key), a fresh number drawn
   * again on a collision (savepoint), the documents job queued in the same transaction.
   */
  async function issueIn(
    tx: Tx,
    row: SubscriptionRow,
    kind: 'policy' | 'offer',
    breakdown: QuoteBreakdown,
    paymentMethod: string | null,
  ) {
    const [existing] = await tx.select().from(policies).where(eq(policies.subscriptionId, row.id));
    let policy = existing;
    for (let attempt = 0; !policy; attempt += 1) {
      const number = newPolicyNumber(kind, pricing.today());
      try {
        [policy] = await tx.transaction((savepoint) =>
          savepoint
            .insert(policies)
            .values({
              subscriptionId: row.id,
              kind,
              number,
              paymentMethod,
              paymentMode: breakdown.payment_mode,
              startDate: breakdown.policy_start_date,
              amount: breakdown.first_invoice.total.toFixed(2),
              breakdown,
              createdAt: (deps.now ?? (() => new Date()))(),
            })
            .returning(),
        );
      } catch (error) {
        // a policy number already taken by another subscription: draw again
        if (!isUniqueViolation(error) || attempt >= 7) throw error;
      }
    }
    await tx
      .update(subscriptions)
      .set({
        step: stage.sent,
        status: kind === 'policy' ? 'issued' : 'offer_sent',
        updatedAt: sql`now()`,
      })
      .where(eq(subscriptions.id, row.id));
    await jobs.enqueue(tx, {
      kind: 'subscription.documents',
      uniqueKey: `documents:${policy.id}`,
      payload: { policyId: policy.id },
    });
    return policy;
  }

  /** The subscription row locked for the rest of the transaction (payments, issuing). */
  async function lock(tx: Tx, id: number) {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update');
    if (!row) throw tokenError();
    return row as SubscriptionRow & { data: SubscriptionData };
  }

  type PaymentAnswer = { reference: string; redirect_url?: string };

  /** Where the customer goes back after the provider's page. */
  function returnUrlsOfRow(row: SubscriptionRow) {
    const data = row.data as SubscriptionData;
    const home = href('home', isLocale(row.locale) ? row.locale : 'fr');
    // a return address stored before the rules of issue 11 is checked again: home if unsafe
    const returnUrl = (value: unknown) =>
      typeof value === 'string' && isSafeReturnUrl(value, deps.publicHost, deps) ? value : home;
    return { successUrl: returnUrl(data.success_url), failedUrl: returnUrl(data.failed_url) };
  }

  /** The provider's page of a card payment; providers answer the same page for a reference. */
  async function startCard(
    reference: string,
    amount: number,
    animalName: string,
    locale: Locale,
  ): Promise<PaymentAnswer> {
    const { redirectUrl } = await deps.payment.start({
      reference,
      amount,
      description: `${brand.name} ${animalName}`,
      locale,
    });
    return { reference, redirect_url: redirectUrl };
  }

  /**
   * The answer already given to this very request (issue 11 item 7), when it is the last one
   * the subscription took: the policy of an invoice payment, the open card payment (its page
   * again), or the paid card payment (back to the success page). Null when it must be handled.
   */
  async function replayPayment(
    executor: Pick<Db, 'select'>,
    row: SubscriptionRow,
    requestKey: string,
  ): Promise<PaymentAnswer | null> {
    const data = row.data as SubscriptionData;
    if (data.payment_request_key !== requestKey) return null;
    const [policy] = await executor
      .select()
      .from(policies)
      .where(eq(policies.subscriptionId, row.id));
    if (policy?.kind === 'policy' && policy.paymentMethod === 'invoice') {
      return { reference: policy.number };
    }
    const [latest] = await executor
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, row.id))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!latest) return null;
    if (latest.status === 'succeeded' && policy) {
      return { reference: latest.reference, redirect_url: returnUrlsOfRow(row).successUrl };
    }
    if (latest.status === 'pending' && row.step < stage.sent) {
      const locale = isLocale(row.locale) ? row.locale : 'fr';
      return startCard(latest.reference, Number(latest.amount), data.animal_name, locale);
    }
    return null;
  }

  return {
    async init(input: SubscriptionInit, locale: Locale) {
      const valid = parseWith(initSchema(context()), input);
      const breeds = await resolveBreeds(valid);
      const data = { ...valid, ...breeds, animal_race_slug: breeds.slug };
      if (valid.business_line === 'horse') {
        // usage "other", age and value limits: the agent message rather than a pack step
        await pricing.horseBasePrices(parseWith(horseGetPricesRequestBaseSchema, data));
      }
      return create(data, valid.business_line, stage.quote, locale);
    },

    async quickInit(input: SubscriptionQuickInit, locale: Locale) {
      refuseQuickPartner(input.partner_key);
      const breeds = await resolveBreeds(input);
      const data = { ...input, ...breeds, animal_race_slug: breeds.slug };
      // the whole quote must be valid: dates, age, deductible, covers
      await pricing.quote(quoteInputOf(data as SubscriptionData));
      return create(data, input.business_line, stage.option, locale);
    },

    async check(token: string) {
      const row = await load(token);
      const data = row.data as SubscriptionData;
      return {
        business_line: row.businessLine as BusinessLine,
        animal_date_of_birth: toSwissDate(data.animal_date_of_birth),
        step: row.step,
      };
    },

    async customize(input: SubscriptionCustomize, locale: Locale) {
      const row = await loadAt(input.user_token, stage.quote);
      if (row.businessLine === 'horse')
        throw new FieldsError([{ field: 'user_token', key: 'subscription.step_missing' }]);
      const { user_token: _token, ...cover } = input;
      const data = { ...row.data, ...cover };
      await pricing.quote(quoteInputOf(data));
      await save(row, data, stage.option, locale);
      return { user_token: input.user_token };
    },

    async horseQuickInit(input: HorseQuickInit, locale: Locale) {
      refuseQuickPartner(input.partner_key);
      const breed = await catalog.findBreed('horse', input.animal_race_id);
      if (!breed)
        throw new FieldsError([{ field: 'animal_race_id', key: 'pricing.breed_unknown' }]);
      const { insurance, death_insurance: death, ...rest } = input;
      const gender = await genderFields('horse', input.animal_gender_id, locale);
      const product = death.enabled
        ? tariff.horse.death.products.find((entry) => entry.id === death.base_product)
        : undefined;
      const data = {
        ...rest,
        business_line: 'horse' as const,
        animal_race_slug: breed.slug,
        ...wizardCoverOf(
          { insurance, assista: input.assista, death_insurance: death },
          product?.name,
        ),
        ...gender,
      };
      await quoteForWizard(data as SubscriptionData);
      return create(data, 'horse', stage.option, locale);
    },

    async selectPack(input: SubscriptionSelectPack, locale: Locale) {
      const row = await loadAt(input.user_token, stage.quote);
      if (row.businessLine !== 'horse')
        throw new FieldsError([{ field: 'user_token', key: 'subscription.step_missing' }]);
      const { user_token: _token, locale: _locale, ...pack } = input;
      const data = { ...row.data, ...pack } as SubscriptionData;
      // the death cover comes at the next step: "no cover yet" is not a fault here
      await quoteForWizard(data, ['pricing.no_cover']);
      await save(row, data, stage.cover, locale);
      return { user_token: input.user_token };
    },

    async selectOption(input: SubscriptionSelectOption, locale: Locale) {
      const row = await loadAt(input.user_token, stage.cover);
      if (row.businessLine !== 'horse')
        throw new FieldsError([{ field: 'user_token', key: 'subscription.step_missing' }]);
      const { user_token: _token, locale: _locale, animal_gender_id, ...option } = input;
      const product = tariff.horse.death.products.find(
        (entry) => entry.id === option.horse_death_insurance_base_product_id,
      );
      const data = {
        ...row.data,
        ...option,
        ...(await genderFields('horse', animal_gender_id, locale)),
        option_name: product?.name ?? 'none',
      } as SubscriptionData;
      await quoteForWizard(data);
      await save(row, data, stage.option, locale);
      return { user_token: input.user_token };
    },

    async animalInformation(input: AnimalInformation, locale: Locale) {
      const row = await loadAt(input.user_token, stage.option);
      const businessLine = row.businessLine as BusinessLine;
      const valid = parseWith(animalSchema({ businessLine }), input);
      const gender = await genderFields(businessLine, valid.animal_gender_id, locale);
      // the foal cover chosen at the option step is for a mare: the sex given here must agree
      if (row.data.poulain === true && gender.animal_sex !== 'female') {
        throw new FieldsError([{ field: 'animal_gender_id', key: 'pricing.foal_mare_only' }]);
      }
      const { user_token: _token, ...fields } = valid;
      const data = { ...row.data, ...fields, ...gender };
      if (!fields.has_been_treated_lately) delete data.treatment_description;
      await save(row, data, stage.animal, locale);
      return { user_token: input.user_token };
    },

    async ownerInformation(input: OwnerInformation, locale: Locale) {
      const row = await loadAt(input.user_token, stage.animal);
      const valid = parseWith(
        ownerSchema({ partnerKey: row.partnerKey, today: pricing.today() }),
        input,
      );
      const salutation = await catalog.findSalutation(valid.salutation_id);
      if (!salutation) {
        throw new FieldsError([{ field: 'salutation_id', key: 'subscription.salutation_unknown' }]);
      }
      const { user_token: _token, ...fields } = valid;
      // spec 000 §3.1 owner gender: as given, else what the salutation says (Madame: f)
      const gender = fields.gender ?? (salutation.code === 'f' ? 'f' : 'm');
      await save(row, { ...row.data, ...fields, gender }, stage.owner, locale);
      return { user_token: input.user_token };
    },

    async canSubscribeOnline(token: string) {
      const row = (await load(token)) as SubscriptionRow & { data: SubscriptionData };
      return { status: isOnlineAllowed(row) };
    },

    async payment(input: SubscriptionPayment, locale: Locale) {
      const requestKey = paymentRequestKey(input);
      const earlier = await replayPayment(db, await load(input.user_token), requestKey);
      if (earlier) return earlier;
      const row = await loadAt(input.user_token, stage.owner);
      if (!isOnlineAllowed(row)) {
        throw new FieldsError([
          { field: 'payment_method', key: 'subscription.online_not_allowed' },
        ]);
      }
      const startDate = input.policy_start_date ?? row.data.policy_start_date;
      if (input.payment_method === 'online') {
        const allowed = onlineStartDates(row.data.animal_date_of_birth, pricing.today());
        if (!allowed.includes(startDate)) {
          throw new FieldsError([
            { field: 'policy_start_date', key: 'subscription.online_start_date' },
          ]);
        }
        for (const field of ['successUrl', 'failedUrl'] as const) {
          if (!isSafeReturnUrl(input[field] ?? '', deps.publicHost, deps)) {
            throw new FieldsError([{ field, key: 'subscription.return_url' }]);
          }
        }
      }
      const overrides = {
        payment_method: input.payment_method,
        payment_mode: input.payment_mode,
        policy_start_date: startDate,
        coupon_code: input.coupon_code,
      };
      const consent = {
        acceptTerms: true,
        certifyInformation: true,
        lca6Checkbox: true,
        partnerCheckbox: input.partnerCheckbox === true,
      };
      const data = {
        ...row.data,
        ...overrides,
        ...consent,
        // the return addresses of the card attempt stay for a late answer of the provider
        ...(input.payment_method === 'online'
          ? { success_url: input.successUrl, failed_url: input.failedUrl }
          : {}),
        payment_request_key: requestKey,
      } as SubscriptionData;
      // the price the customer sees is the price of the policy, whenever the payment arrives
      const { breakdown } = await pricing.quote(quoteInputOf(data, overrides));
      const reference = `P${randomBytes(9).toString('hex').toUpperCase()}`;
      const answer = await db.transaction(async (tx) => {
        const locked = await lock(tx, row.id);
        // the same request already went through while this one waited for the lock
        const concurrent = await replayPayment(tx, locked, requestKey);
        if (concurrent) return concurrent;
        if (locked.step >= stage.sent) {
          throw new FieldsError([{ field: 'user_token', key: 'subscription.already_sent' }]);
        }
        // a new payment attempt (card again, or invoice) replaces any card payment still open
        await tx
          .update(payments)
          .set({ status: 'cancelled' })
          .where(and(eq(payments.subscriptionId, row.id), eq(payments.status, 'pending')));
        await tx
          .update(subscriptions)
          .set({
            data,
            locale,
            status: input.payment_method === 'online' ? 'awaiting_payment' : locked.status,
            updatedAt: sql`now()`,
          })
          .where(eq(subscriptions.id, row.id));
        if (input.payment_method === 'invoice') {
          const policy = await issueIn(tx, locked, 'policy', breakdown, 'invoice');
          return { reference: policy.number } as PaymentAnswer;
        }
        await tx.insert(payments).values({
          subscriptionId: row.id,
          reference,
          provider: deps.payment.name,
          amount: breakdown.first_invoice.total.toFixed(2),
          breakdown,
          status: 'pending',
        });
        return null;
      });
      if (answer) return answer;
      return startCard(reference, breakdown.first_invoice.total, data.animal_name, locale);
    },

    /** The return addresses of a payment's subscription (a provider's way back). */
    async returnUrlsOf(reference: string) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.reference, reference))
        .limit(1);
      const [row] = payment
        ? await db.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId))
        : [];
      if (!row) throw new DomainError(404, 'subscription.payment_unknown');
      return returnUrlsOfRow(row);
    },

    /** The payment page of a pending payment (sandbox provider). */
    async paymentOf(reference: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.reference, reference))
        .limit(1);
      if (!row) throw new DomainError(404, 'subscription.payment_unknown');
      return { payment: row };
    },

    /**
     * The provider's confirmation, in one transaction with the payment and the subscription
     * locked: only a pending payment (the latest attempt) can succeed, and then the policy is
     * issued from the breakdown stored when it started. A confirmation arriving twice changes
     * nothing; money taken for a payment that was refused, replaced or already covered is
     * marked `refund_due` and issues nothing.
     */
    async confirmPayment(reference: string, outcome: 'succeeded' | 'failed') {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.reference, reference))
          .for('update');
        if (!payment) throw new DomainError(404, 'subscription.payment_unknown');
        const subscription = await lock(tx, payment.subscriptionId);
        const { successUrl, failedUrl } = returnUrlsOfRow(subscription);
        if (payment.status === 'succeeded') return { redirect: successUrl };
        if (payment.status !== 'pending') {
          if (outcome === 'succeeded') {
            await tx
              .update(payments)
              .set({ status: 'refund_due', confirmedAt: sql`now()` })
              .where(eq(payments.id, payment.id));
          }
          return { redirect: failedUrl };
        }
        if (outcome === 'failed') {
          await tx
            .update(payments)
            .set({ status: 'failed', confirmedAt: sql`now()` })
            .where(eq(payments.id, payment.id));
          await tx
            .update(subscriptions)
            .set({ status: 'payment_failed' })
            .where(eq(subscriptions.id, subscription.id));
          return { redirect: failedUrl };
        }
        await tx
          .update(payments)
          .set({ status: 'succeeded', confirmedAt: sql`now()` })
          .where(eq(payments.id, payment.id));
        await issueIn(tx, subscription, 'policy', payment.breakdown as QuoteBreakdown, 'online');
        return { redirect: successUrl };
      });
    },

    async offer(input: SubscriptionOffer, locale: Locale) {
      const row = await loadAt(input.user_token, stage.owner);
      const valid = parseWith(offerSchema({ partnerKey: row.partnerKey }), input);
      const overrides = {
        payment_method: 'invoice',
        payment_mode: valid.payment_mode,
        policy_start_date: valid.policy_start_date ?? row.data.policy_start_date,
        coupon_code: valid.coupon_code,
      };
      const consent = {
        acceptTerms: true,
        certifyInformation: true,
        engagmentCheckbox: true,
        lsa45Checkbox: valid.lsa45Checkbox === true,
        lsa3Checkbox: valid.lsa3Checkbox === true,
        partnerCheckbox: valid.partnerCheckbox === true,
      };
      const data = { ...row.data, ...overrides, ...consent } as SubscriptionData;
      const { breakdown } = await pricing.quote(quoteInputOf(data, overrides));
      const policy = await db.transaction(async (tx) => {
        const locked = await lock(tx, row.id);
        if (locked.step >= stage.sent) {
          throw new FieldsError([{ field: 'user_token', key: 'subscription.already_sent' }]);
        }
        // an offer closes the request: no card payment may still be waiting
        await tx
          .update(payments)
          .set({ status: 'cancelled' })
          .where(and(eq(payments.subscriptionId, row.id), eq(payments.status, 'pending')));
        await tx
          .update(subscriptions)
          .set({ data, locale, updatedAt: sql`now()` })
          .where(eq(subscriptions.id, row.id));
        return issueIn(tx, locked, 'offer', breakdown, null);
      });
      return { reference: policy.number };
    },

    /** A generated PDF by its unguessable download token. */
    async document(publicToken: string) {
      const [document] = await db
        .select()
        .from(generatedDocuments)
        .where(eq(generatedDocuments.publicToken, publicToken))
        .limit(1);
      if (!document) throw new DomainError(404, 'errors.not_found');
      return {
        bytes: await deps.storage.get(document.storageKey),
        filename: document.storageKey.split('/').pop() ?? 'document.pdf',
      };
    },

    /**
     * GET subscriptions/pdf: the spec's fields (spec 000 §3.4, `path` null until the PDF is
     * ready), and what the confirmation page shows besides: every document ready (policy or
     * offer, and the invoice with its QR-bill), the first invoice's lines and due date, and what
     * an offer asks of the customer (sign by a date, with a health certificate when needed).
     */
    async pdf(token: string) {
      const row = (await load(token)) as SubscriptionRow & { data: SubscriptionData };
      const [policy] = await db.select().from(policies).where(eq(policies.subscriptionId, row.id));
      const ready = policy
        ? await db
            .select()
            .from(generatedDocuments)
            .where(eq(generatedDocuments.policyId, policy.id))
        : [];
      const documents = ready
        .map((document) => ({
          kind: document.kind,
          path: `/api/subscriptions/documents/${document.publicToken}`,
          filename: document.storageKey.split('/').pop() ?? `${document.kind}.pdf`,
        }))
        .sort((a, b) => documentOrder(a.kind) - documentOrder(b.kind));
      const pathOf = (kind: string | undefined) =>
        documents.find((document) => document.kind === kind)?.path ?? null;
      const breakdown = policy?.breakdown as QuoteBreakdown | undefined;
      const issuedOn = policy ? swissToday(policy.createdAt) : null;
      const isOffer = policy?.kind === 'offer';
      const isInvoice = policy?.kind === 'policy' && policy.paymentMethod === 'invoice';
      const ageYears = ageInYears(row.data.animal_date_of_birth, row.data.policy_start_date);
      return {
        path: pathOf(policy?.kind),
        animal_name: row.data.animal_name,
        business_line: row.businessLine,
        animal_race_slug: (row.data.animal_race_slug as string | undefined) ?? null,
        partner_key: row.partnerKey,
        referrer_key: row.referrerKey,
        payment_method:
          policy?.paymentMethod ?? (row.data.payment_method as string | undefined) ?? null,
        amount: policy ? Number(policy.amount) : null,
        request_type: isOffer ? 'offer' : 'subscription',
        policy_number: policy?.number ?? null,
        /** The invoice with its QR-bill, when paid by invoice (null until it is ready). */
        invoice_path: pathOf('invoice'),
        /** Every document ready, in the order to offer them: policy or offer, then invoice. */
        documents,
        policy_start_date: policy?.startDate ?? row.data.policy_start_date,
        issued_on: issuedOn,
        /** The first invoice (pro rata, first instalment, fee), as the invoice PDF lists it. */
        first_invoice:
          breakdown?.first_invoice?.lines && !isOffer
            ? {
                lines: breakdown.first_invoice.lines,
                total: breakdown.first_invoice.total,
                due_date:
                  isInvoice && issuedOn
                    ? invoiceDueDate(issuedOn, breakdown.policy_start_date)
                    : null,
              }
            : null,
        /** An offer is signed and returned by this date. */
        offer_valid_until: isOffer && issuedOn ? offerValidUntil(issuedOn) : null,
        health_certificate_reasons: isOffer
          ? healthCertificateReasons({
              businessLine: row.businessLine as BusinessLine,
              ageYears,
              hasBeenTreatedLately: row.data.has_been_treated_lately === true,
            })
          : [],
        age_years: ageYears,
        own_channel: isOwnChannel(row.partnerKey) && isOwnChannel(row.referrerKey),
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

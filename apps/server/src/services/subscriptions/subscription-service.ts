import { randomBytes, randomInt } from 'node:crypto';
import { brand } from '@app/domain/brand';
import type { BusinessLine } from '@app/domain/business-lines';
import { ageInYears, toSwissDate } from '@app/domain/dates/calendar';
import { onlineStartDates } from '@app/domain/dates/start-window';
import { isLocale, type Locale } from '@app/domain/locale';
import type { QuoteBreakdown } from '@app/domain/pricing/quote';
import type { Tariff } from '@app/domain/pricing/tariff';
import { href } from '@app/domain/routes';
import { horseGetPricesRequestBaseSchema, quoteInputBaseSchema } from '@app/domain/schemas/pricing';
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
import { canSubscribeOnline, isOwnChannel } from '@app/domain/subscriptions/channel';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { generatedDocuments, payments, policies, subscriptions } from '../../db/schema';
import { DomainError, FieldsError, RequestValidationError } from '../../http/errors';
import { parseWith } from '../../http/validator';
import type { CatalogService } from '../catalog/catalog-service';
import type { JobQueue } from '../jobs/job-queue';
import type { SandboxProvider } from '../payment/payment-provider';
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
  payment: SandboxProvider;
  storage: DocumentStorage;
  publicHost: string;
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

/** A policy number of at most 10 characters (spec 000 §9): year and 8 random digits. */
function newPolicyNumber(kind: 'policy' | 'offer', today: string): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return kind === 'policy' ? `${today.slice(2, 4)}${digits}` : `OF${digits}`;
}

/** Return addresses after payment: our own pages only (no open redirect through the provider). */
export function isSafeReturnUrl(url: string, publicHost: string): boolean {
  // browsers drop tabs and newlines from URLs: "/\t/evil.example" would leave the site
  const hasControl = [...url].some(
    (char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f,
  );
  if (url === '' || hasControl || /[\s\\]/.test(url)) return false;
  const origin = `https://${publicHost}`;
  try {
    const parsed = new URL(url, origin);
    const isSameHost =
      parsed.host === publicHost && (parsed.protocol === 'https:' || parsed.protocol === 'http:');
    return isSameHost && (url.startsWith('/') ? !url.startsWith('//') : true);
  } catch {
    return false;
  }
}

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db, catalog, pricing, tariff, jobs } = deps;
  const context = () => ({ tariff, today: pricing.today() });

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
    if (merged.business_line === 'horse') Object.assign(merged, horseCover(merged));
    return parseWith(quoteInputBaseSchema, merged);
  }

  /** The wizard's flat horse fields (spec 000 §3.1) as the engine's cover objects (§3.2). */
  function horseCover(data: Record<string, unknown>) {
    const pack = data.insurance_name as string | undefined;
    const deathProduct = data.horse_death_insurance_base_product_id as number | undefined;
    return {
      insurance:
        pack && pack !== 'none'
          ? { enabled: true, base_product: pack, deductible: data.deductible }
          : { enabled: false },
      assista: data.assista === true,
      death_insurance: deathProduct
        ? {
            enabled: true,
            base_product: deathProduct,
            poulain: data.poulain === true,
            invalidite: data.invalidite === true,
          }
        : { enabled: false, poulain: false, invalidite: false },
    };
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

  return {
    async init(input: SubscriptionInit, locale: Locale) {
      const valid = parseWith(subscriptionInitSchema(context()), input);
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
        business_line: row.businessLine,
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
      const product = death.enabled
        ? tariff.horse.death.products.find((entry) => entry.id === death.base_product)
        : undefined;
      const data = {
        ...rest,
        business_line: 'horse' as const,
        animal_race_slug: breed.slug,
        insurance_name: insurance.enabled ? (insurance.base_product ?? 'prima') : 'none',
        deductible: insurance.enabled ? insurance.deductible : undefined,
        assista: insurance.enabled && insurance.base_product === 'ultima' ? true : input.assista,
        horse_death_insurance_base_product_id: death.enabled ? death.base_product : undefined,
        option_name: product?.name ?? 'none',
        invalidite: death.enabled && death.invalidite,
        poulain: death.enabled && death.poulain,
        cover_disability: death.enabled && death.invalidite,
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
      const { user_token: _token, locale: _locale, ...option } = input;
      const product = tariff.horse.death.products.find(
        (entry) => entry.id === option.horse_death_insurance_base_product_id,
      );
      const data = {
        ...row.data,
        ...option,
        option_name: product?.name ?? 'none',
      } as SubscriptionData;
      await quoteForWizard(data);
      await save(row, data, stage.option, locale);
      return { user_token: input.user_token };
    },

    async animalInformation(input: AnimalInformation, locale: Locale) {
      const row = await loadAt(input.user_token, stage.option);
      const businessLine = row.businessLine as BusinessLine;
      const valid = parseWith(animalInformationSchema({ businessLine }), input);
      if (!(await catalog.findGender(businessLine, valid.animal_gender_id))) {
        throw new FieldsError([{ field: 'animal_gender_id', key: 'subscription.gender_unknown' }]);
      }
      const { user_token: _token, ...fields } = valid;
      const data = { ...row.data, ...fields };
      if (!fields.has_been_treated_lately) delete data.treatment_description;
      await save(row, data, stage.animal, locale);
      return { user_token: input.user_token };
    },

    async ownerInformation(input: OwnerInformation, locale: Locale) {
      const row = await loadAt(input.user_token, stage.animal);
      const valid = parseWith(
        ownerInformationSchema({ partnerKey: row.partnerKey, today: pricing.today() }),
        input,
      );
      if (!(await catalog.findSalutation(valid.salutation_id))) {
        throw new FieldsError([{ field: 'salutation_id', key: 'subscription.salutation_unknown' }]);
      }
      const { user_token: _token, ...fields } = valid;
      await save(row, { ...row.data, ...fields }, stage.owner, locale);
      return { user_token: input.user_token };
    },

    async canSubscribeOnline(token: string) {
      const row = (await load(token)) as SubscriptionRow & { data: SubscriptionData };
      return { status: isOnlineAllowed(row) };
    },

    async payment(input: SubscriptionPayment, locale: Locale) {
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
          if (!isSafeReturnUrl(input[field] ?? '', deps.publicHost)) {
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
      } as SubscriptionData;
      // the price the customer sees is the price of the policy, whenever the payment arrives
      const { breakdown } = await pricing.quote(quoteInputOf(data, overrides));
      const reference = `P${randomBytes(9).toString('hex').toUpperCase()}`;
      const answer = await db.transaction(async (tx) => {
        const locked = await lock(tx, row.id);
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
          return { reference: policy.number };
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
      const { redirectUrl } = await deps.payment.start({
        reference,
        amount: breakdown.first_invoice.total,
        description: `${brand.name} ${data.animal_name}`,
        locale,
      });
      return { reference, redirect_url: redirectUrl };
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
        const home = href('home', isLocale(subscription.locale) ? subscription.locale : 'fr');
        const successUrl = (subscription.data.success_url as string | undefined) ?? home;
        const failedUrl = (subscription.data.failed_url as string | undefined) ?? home;
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
      const valid = parseWith(subscriptionOfferSchema({ partnerKey: row.partnerKey }), input);
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

    /** GET subscriptions/pdf: the spec's fields; `path` stays null until the PDF is ready. */
    async pdf(token: string) {
      const row = (await load(token)) as SubscriptionRow & { data: SubscriptionData };
      const [policy] = await db.select().from(policies).where(eq(policies.subscriptionId, row.id));
      let path: string | null = null;
      let invoicePath: string | null = null;
      if (policy) {
        const documents = await db
          .select()
          .from(generatedDocuments)
          .where(eq(generatedDocuments.policyId, policy.id));
        const pathOf = (kind: string) => {
          const document = documents.find((entry) => entry.kind === kind);
          return document ? `/api/subscriptions/documents/${document.publicToken}` : null;
        };
        path = pathOf(policy.kind);
        invoicePath = pathOf('invoice');
      }
      return {
        path,
        animal_name: row.data.animal_name,
        business_line: row.businessLine,
        animal_race_slug: (row.data.animal_race_slug as string | undefined) ?? null,
        partner_key: row.partnerKey,
        referrer_key: row.referrerKey,
        payment_method:
          policy?.paymentMethod ?? (row.data.payment_method as string | undefined) ?? null,
        amount: policy ? Number(policy.amount) : null,
        request_type: policy?.kind === 'offer' ? 'offer' : 'subscription',
        policy_number: policy?.number ?? null,
        /** The invoice with its QR-bill, when paid by invoice. */
        invoice_path: invoicePath,
        age_years: ageInYears(row.data.animal_date_of_birth, row.data.policy_start_date),
        own_channel: isOwnChannel(row.partnerKey) && isOwnChannel(row.referrerKey),
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

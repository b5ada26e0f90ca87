import { z } from 'zod';
import type { BusinessLine } from '../business-lines';
import {
  horseAnimalGroups,
  horseUsageGroups,
  horseValueCap,
  paymentMethods,
  paymentModes,
  petDeductibles,
} from '../constants';
import type { IsoDate } from '../dates/calendar';
import { genders } from '../forms/constants';
import { agentNumberField, finmaNumberField, masterCodeField } from '../forms/intermediary-fields';
import { checkAnimalDates, checkHorseAge } from '../pricing/eligibility';
import { assistanceOf, type HorsePackName, horsePackNames } from '../pricing/horse-cover';
import type { Tariff } from '../pricing/tariff';
import { isIdentificationRequired } from '../subscriptions/animal';
import { isOfferedOnChannel, isOwnChannel, isPartnerInsurer } from '../subscriptions/channel';
import { isAdult } from '../subscriptions/online-subscription';
import { dateField } from './date-field';
import { animalQuoteFields, productReferenceFields } from './quick-init';
import { requiredText, text } from './text';

// the quick calculators' calls live in quick-init.ts and horse-quick-init.ts (an offer page
// builds only its own)
export { type HorseQuickInit, horseQuickInitBaseSchema } from './horse-quick-init';
export {
  type RaceType,
  raceTypes,
  type SubscriptionQuickInit,
  subscriptionQuickInitBaseSchema,
} from './quick-init';

/**
 * The subscription wizard's calls (spec 000 §3.1, §5, §7), one schema per call. Rules that
 * depend on what the server stored (business line, channel) or on today come from factories,
 * so that the browser and the server check the same rules. Messages are message keys.
 */

export interface SubscriptionContext {
  tariff: Tariff;
  today: IsoDate;
}

export const userTokenField = z.string().trim().min(16, 'subscription.token_unknown').max(200);
const checked = z.literal(true, { error: 'subscription.checkbox_required' });
const optionalBoolean = z.boolean().optional();
/** A zip typed as text or sent as a number: four digits, 1000–9999 (spec 000 §5). */
const zipField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'subscription.zip_range' })
    .int('subscription.zip_range')
    .min(1000, 'subscription.zip_range')
    .max(9999, 'subscription.zip_range'),
);

/**
 * A microchip number (ISO 11784: exactly 15 digits). What is pasted from a vaccination booklet
 * ("756 0981 0012 3456", "756-0981-…") is read without its separators first, so a grouped
 * number is neither refused nor cut short.
 */
export const chipNumberField = z
  .string()
  .transform((value) => normaliseChipNumber(value))
  .pipe(z.string().regex(/^\d{15}$/, 'subscription.identification_format'));

export function normaliseChipNumber(value: string): string {
  return value.replace(/[\s.\-/_]/g, '');
}

const intermediaryFields = {
  agent_email: z.email().max(200).optional(),
  agent_first_name: text(100).optional(),
  agent_last_name: text(100).optional(),
  // spec 000 §5: 7 digits, 6 digits, F and 8 digits (the formats are checked below)
  agent_nr: z.string().trim().max(7, 'subscription.agent_nr_format').optional(),
  generali_mastercode: z.string().trim().max(6, 'subscription.mastercode_format').optional(),
  /** The intermediary's company; for the partner insurer, its agency's location (spec 000 §6). */
  agent_company: text(200).optional(),
  agent_finma_nr: z.string().trim().max(9, 'subscription.finma_format').optional(),
  agent_lsa_confirm: optionalBoolean,
};

type IntermediaryInput = {
  [K in keyof typeof intermediaryFields]?: z.output<(typeof intermediaryFields)[K]>;
};

/** spec 000 §5, §6: the intermediary block of a partner channel. */
export function checkIntermediary(
  partnerKey: string | undefined,
  input: IntermediaryInput,
  ctx: z.RefinementCtx,
) {
  const need = (field: keyof IntermediaryInput, condition: boolean, message: string) => {
    if (!condition) ctx.addIssue({ code: 'custom', path: [field], message });
  };
  need('agent_email', !!input.agent_email, 'validation.required');
  need('agent_first_name', !!input.agent_first_name, 'validation.required');
  need('agent_last_name', !!input.agent_last_name, 'validation.required');
  // the formats are the intermediary fields of the form layer (spec 000 §5 = spec 002 §5)
  const isValid = (field: z.ZodType, value: string | undefined) =>
    field.safeParse(value ?? '').success;
  need('agent_nr', isValid(agentNumberField, input.agent_nr), 'subscription.agent_nr_format');
  need(
    'agent_finma_nr',
    isValid(finmaNumberField, input.agent_finma_nr),
    'subscription.finma_format',
  );
  need('agent_lsa_confirm', input.agent_lsa_confirm === true, 'subscription.lsa_confirm');
  if (isPartnerInsurer(partnerKey)) {
    need(
      'generali_mastercode',
      isValid(masterCodeField, input.generali_mastercode),
      'subscription.mastercode_format',
    );
  }
  // spec 000 §6: the company, or for the partner insurer the agency location, in the same field
  need('agent_company', !!input.agent_company, 'validation.required');
}

// ---------------------------------------------------------------------------------------------
// Step 1: POST subscriptions/init (the whole quote form)

export const subscriptionInitBaseSchema = z.object({
  business_line: z.enum(['dog', 'cat', 'horse']),
  ...animalQuoteFields,
  animal_value: z.number().int().min(1).max(horseValueCap, 'pricing.value_max').optional(),
  usage: z.enum(horseUsageGroups).optional(),
  usage_detail: text(100).optional(),
  animal_group: z.enum(horseAnimalGroups).optional(),
  email: z.email().max(200).optional(),
  partner_key: text(50).optional(),
  referrer_key: text(50).optional(),
  ...intermediaryFields,
});
export type SubscriptionInit = z.output<typeof subscriptionInitBaseSchema>;

export function subscriptionInitSchema(context: SubscriptionContext) {
  return subscriptionInitBaseSchema.superRefine((input, ctx) => {
    for (const problem of checkAnimalDates(
      input.business_line,
      input.animal_date_of_birth,
      input.policy_start_date,
      context.today,
    )) {
      ctx.addIssue({
        code: 'custom',
        path: problem.path,
        message: problem.key,
        params: problem.params,
      });
    }
    // spec 000 §5: breed 1 is required unless the breed type is inconnu (dogs only)
    const raceType = input.business_line === 'dog' ? input.animal_race_type : 'pure';
    if (raceType !== 'inconnu' && input.animal_race_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['animal_race_id'],
        message: 'subscription.race_required',
      });
    }
    if (
      input.animal_race2_id !== undefined &&
      input.business_line === 'dog' &&
      raceType !== 'croise'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['animal_race2_id'],
        message: 'subscription.race2_only_crossbreed',
      });
    }
    if (input.business_line === 'horse') {
      if (input.animal_value === undefined) {
        ctx.addIssue({ code: 'custom', path: ['animal_value'], message: 'pricing.value_required' });
      }
      const dates = checkAnimalDates(
        'horse',
        input.animal_date_of_birth,
        input.policy_start_date,
        context.today,
      );
      if (dates.length === 0) {
        for (const problem of checkHorseAge(
          input.animal_date_of_birth,
          input.policy_start_date,
          input.usage ?? 'loisir',
        )) {
          ctx.addIssue({
            code: 'custom',
            path: problem.path,
            message: problem.key,
            params: problem.params,
          });
        }
      }
    }
    // spec 000 §1, §6: a partner channel offers dogs and cats only
    if (!isOfferedOnChannel(input.business_line, input.partner_key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['business_line'],
        message: 'subscription.partner_animal',
      });
    }
    if (isOwnChannel(input.partner_key)) {
      if (!input.email)
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
    } else {
      checkIntermediary(input.partner_key, input, ctx);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// POST subscriptions/check and GET can-subscribe-online, subscriptions/pdf

export const userTokenSchema = z.object({ user_token: userTokenField });

// ---------------------------------------------------------------------------------------------
// Step 2 (dog, cat): POST subscriptions/customize

export const subscriptionCustomizeSchema = z
  .object({
    user_token: userTokenField,
    deductible: z.number().int().default(1000),
    cover_diseases: z.boolean().default(false),
    cover_prevention: z.boolean().default(false),
    ...productReferenceFields,
  })
  .superRefine((input, ctx) => {
    if (!(petDeductibles as readonly number[]).includes(input.deductible)) {
      ctx.addIssue({
        code: 'custom',
        path: ['deductible'],
        message: 'pricing.deductible_not_offered',
        params: { deductibles: petDeductibles.join(', ') },
      });
    }
    if (input.cover_prevention && !input.cover_diseases) {
      ctx.addIssue({
        code: 'custom',
        path: ['cover_prevention'],
        message: 'pricing.prevention_needs_diseases',
      });
    }
  });
export type SubscriptionCustomize = z.output<typeof subscriptionCustomizeSchema>;

// ---------------------------------------------------------------------------------------------
// Animal information: POST subscriptions/animal-information

export const animalInformationBaseSchema = z.object({
  user_token: userTokenField,
  animal_identification: chipNumberField.optional(),
  animal_gender_id: z.number({ error: 'subscription.gender_unknown' }).int().positive(),
  /** spec 000 §3.1: the gender's name; the server keeps the catalogue's name of the id. */
  animal_gender: text(50).optional(),
  has_been_treated_lately: z.boolean(),
  treatment_description: text(1000).optional(),
  animal_value: z.number().int().min(1).max(horseValueCap, 'pricing.value_max').optional(),
  animal_defects: text(1000).optional(),
  previous_owner_info: text(500).optional(),
  ecurie_details: text(500).optional(),
  veterinarian_name: text(200).optional(),
});
export type AnimalInformation = z.output<typeof animalInformationBaseSchema>;

/** spec 000 §5: identification required unless the animal is a cat; a treatment must be described. */
export function animalInformationSchema(context: { businessLine: BusinessLine }) {
  return animalInformationBaseSchema.superRefine((input, ctx) => {
    if (isIdentificationRequired(context.businessLine) && !input.animal_identification) {
      ctx.addIssue({
        code: 'custom',
        path: ['animal_identification'],
        message: 'subscription.identification_required',
      });
    }
    if (input.has_been_treated_lately && !input.treatment_description) {
      ctx.addIssue({
        code: 'custom',
        path: ['treatment_description'],
        message: 'subscription.treatment_description_required',
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Owner information: POST subscriptions/owner-information

export const ownerInformationBaseSchema = z.object({
  user_token: userTokenField,
  salutation_id: z.number({ error: 'subscription.salutation_unknown' }).int().positive(),
  first_name: requiredText(100),
  last_name: requiredText(100),
  owner_date_of_birth: dateField,
  email: z.email().max(200).optional(),
  email_confirmation: z.string().trim().max(200).optional(),
  phone: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s./-]/g, ''))
    .pipe(z.string().regex(/^(\+41|0041|0)\d{9}$/, 'subscription.phone_format')),
  /** spec 000 §3.1: m or f, as the salutation says (the server derives it when absent). */
  gender: z.enum(genders).optional(),
  street_name: requiredText(150),
  building_number: text(10).optional(),
  /** spec 000 §3.1, §5: the address line chosen in the autocomplete, kept as chosen. */
  address: text(300).optional(),
  zip: zipField,
  city: requiredText(100),
  country: z.literal('CH', { error: 'subscription.country_ch' }).default('CH'),
  /** spec 000 §3.1: the country's id in the insurer's systems (only CH is accepted). */
  country_id: z.number().int().positive().optional(),
  already_client: z.boolean().default(false),
  existing_client_nr: text(30).optional(),
});
export type OwnerInformation = z.output<typeof ownerInformationBaseSchema>;

/**
 * spec 000 §5, §6: on the own channel the policyholder's e-mail is required and its confirmation
 * must match; on a partner channel the e-mail is optional (the intermediary's is known), but a
 * given one must still be confirmed. The policyholder must be of age.
 */
export function ownerInformationSchema(context: {
  partnerKey: string | undefined;
  today: IsoDate;
}) {
  return ownerInformationBaseSchema.superRefine((input, ctx) => {
    if (isOwnChannel(context.partnerKey) && !input.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
    }
    if (input.email && input.email_confirmation?.toLowerCase() !== input.email.toLowerCase()) {
      ctx.addIssue({
        code: 'custom',
        path: ['email_confirmation'],
        message: 'subscription.email_confirmation',
      });
    }
    if (!isAdult(input.owner_date_of_birth, context.today)) {
      ctx.addIssue({
        code: 'custom',
        path: ['owner_date_of_birth'],
        message: 'subscription.owner_adult',
      });
    }
    if (input.already_client && !input.existing_client_nr) {
      ctx.addIssue({
        code: 'custom',
        path: ['existing_client_nr'],
        message: 'subscription.existing_client_nr',
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Last step: POST subscriptions/payment (subscription) and subscriptions/offer (offer)

export const subscriptionPaymentSchema = z
  .object({
    user_token: userTokenField,
    payment_method: z.enum(paymentMethods).default('invoice'),
    payment_mode: z.enum(paymentModes).default('yearly'),
    policy_start_date: dateField.optional(),
    coupon_code: text(50).optional(),
    acceptTerms: checked,
    certifyInformation: checked,
    lca6Checkbox: checked,
    partnerCheckbox: optionalBoolean,
    successUrl: text(500).optional(),
    failedUrl: text(500).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.payment_method === 'online') {
      if (input.payment_mode !== 'yearly') {
        ctx.addIssue({
          code: 'custom',
          path: ['payment_mode'],
          message: 'pricing.online_yearly_only',
        });
      }
      if (!input.successUrl)
        ctx.addIssue({ code: 'custom', path: ['successUrl'], message: 'validation.required' });
      if (!input.failedUrl)
        ctx.addIssue({ code: 'custom', path: ['failedUrl'], message: 'validation.required' });
    }
  });
export type SubscriptionPayment = z.output<typeof subscriptionPaymentSchema>;

export const subscriptionOfferBaseSchema = z.object({
  user_token: userTokenField,
  payment_mode: z.enum(paymentModes).default('yearly'),
  policy_start_date: dateField.optional(),
  coupon_code: text(50).optional(),
  acceptTerms: checked,
  certifyInformation: checked,
  engagmentCheckbox: checked,
  lsa45Checkbox: optionalBoolean,
  lsa3Checkbox: optionalBoolean,
  partnerCheckbox: optionalBoolean,
});
export type SubscriptionOffer = z.output<typeof subscriptionOfferBaseSchema>;

/**
 * spec 000 §5 sends the six offer confirmations without showing which are enforced. Decision
 * (docs/decisions.md): terms, truthfulness and the engagement are required from everyone; the
 * two supervision-act confirmations (LSA art. 45 information duty, art. 3) from intermediaries;
 * partnerCheckbox (data shared with the partner) stays optional.
 */
export function subscriptionOfferSchema(context: { partnerKey: string | undefined }) {
  return subscriptionOfferBaseSchema.superRefine((input, ctx) => {
    if (!isOwnChannel(context.partnerKey)) {
      if (input.lsa45Checkbox !== true) {
        ctx.addIssue({
          code: 'custom',
          path: ['lsa45Checkbox'],
          message: 'subscription.checkbox_required',
        });
      }
      if (input.lsa3Checkbox !== true) {
        ctx.addIssue({
          code: 'custom',
          path: ['lsa3Checkbox'],
          message: 'subscription.checkbox_required',
        });
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Horse (spec 000 §2.4, §3.2, §4): the pack step, the option step and the quick calculator

export { type HorsePackName, horsePackNames };

/** POST subscriptions/horse/select-pack: ultima forces assistance; none has no deductible. */
export const subscriptionSelectPackSchema = z
  .object({
    user_token: userTokenField,
    insurance_name: z.enum(horsePackNames),
    deductible: z.number().int().optional(),
    assista: z.boolean().default(false),
    ...productReferenceFields,
    locale: z.enum(['fr', 'de']).optional(),
  })
  .transform((input) => ({
    ...input,
    assista: assistanceOf(input.insurance_name, input.assista),
    deductible: input.insurance_name === 'none' ? undefined : input.deductible,
  }));
export type SubscriptionSelectPack = z.output<typeof subscriptionSelectPackSchema>;

/** POST subscriptions/horse/select-option: "none" (or no product) clears the death cover. */
export const subscriptionSelectOptionSchema = z
  .object({
    user_token: userTokenField,
    option_name: text(50).default('none'),
    horse_death_insurance_base_product_id: z.number().int().positive().optional(),
    invalidite: z.boolean().default(false),
    poulain: z.boolean().default(false),
    cover_disability: z.boolean().default(false),
    /** The horse's gender, asked with the foal option (mares only) before the animal step. */
    animal_gender_id: z
      .number({ error: 'subscription.gender_unknown' })
      .int()
      .positive()
      .optional(),
    locale: z.enum(['fr', 'de']).optional(),
  })
  .transform((input) =>
    input.option_name === 'none' || input.horse_death_insurance_base_product_id === undefined
      ? {
          ...input,
          option_name: 'none',
          horse_death_insurance_base_product_id: undefined,
          invalidite: false,
          poulain: false,
        }
      : input,
  );
export type SubscriptionSelectOption = z.output<typeof subscriptionSelectOptionSchema>;

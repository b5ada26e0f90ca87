import { z } from 'zod';
import {
  horseAnimalGroups,
  horseUsageGroups,
  horseValueCap,
  paymentMethods,
  paymentModes,
} from '../constants';
import { dateField } from './date-field';

/**
 * The quick calculators' calls (spec 000 §3.1, §3.2) and the fields they share with the rest of
 * the subscription schemas (which re-export them). A module of their own: an offer page's quick
 * calculator builds these few schemas, not every step's (issue 14: building zod schemas is the
 * longest task of a page's scripts on a phone).
 */

export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max);

/**
 * The insurer's product references kept with the cover (spec 000 §3.1: insurance_product_id,
 * insurance_product_pbs_id, master_policy_id). They name the product in the insurer's systems;
 * the price never depends on them, so they are kept as given (a number or a short code).
 */
const productReference = z.union([z.number().int().nonnegative(), text(50)]).optional();
export const productReferenceFields = {
  insurance_product_id: productReference,
  insurance_product_pbs_id: productReference,
  master_policy_id: productReference,
};

export const raceTypes = ['pure', 'croise', 'inconnu'] as const;
export type RaceType = (typeof raceTypes)[number];

// ---------------------------------------------------------------------------------------------
// POST subscriptions/quick-init (dog and cat quick calculator): the quote and the cover at once

/** The animal and the start of cover as the quote forms ask them: quick calculator and step 1. */
export const animalQuoteFields = {
  animal_name: requiredText(50),
  animal_race_type: z.enum(raceTypes).default('pure'),
  animal_race_id: z.number().int().positive().optional(),
  animal_race2_id: z.number().int().positive().optional(),
  animal_date_of_birth: dateField,
  policy_start_date: dateField,
  is_indoor_cat: z.boolean().default(false),
};

export const subscriptionQuickInitBaseSchema = z.object({
  business_line: z.enum(['dog', 'cat']),
  ...animalQuoteFields,
  deductible: z.number().int().default(1000),
  cover_diseases: z.boolean().default(false),
  cover_prevention: z.boolean().default(false),
  payment_mode: z.enum(paymentModes).default('yearly'),
  payment_method: z.enum(paymentMethods).default('invoice'),
  partner_key: text(50).optional(),
  referrer_key: text(50).optional(),
  ...productReferenceFields,
});
export type SubscriptionQuickInit = z.output<typeof subscriptionQuickInitBaseSchema>;

/** POST subscriptions/horse/quick-init: the horse quick quote of spec 000 §3.2. */
export const horseQuickInitBaseSchema = z.object({
  animal_name: requiredText(50),
  animal_race_id: z.number().int().positive(),
  animal_date_of_birth: dateField,
  policy_start_date: dateField,
  animal_value: z.number().int().min(1).max(horseValueCap, 'pricing.value_max'),
  payment_mode: z.enum(paymentModes).default('yearly'),
  usage: z.enum(horseUsageGroups).default('loisir'),
  animal_group: z.enum(horseAnimalGroups).default('domestic'),
  usage_detail: text(100).default('Loisir'),
  insurance: z
    .object({
      enabled: z.boolean(),
      base_product: z.enum(['prima', 'optima', 'ultima']).optional(),
      deductible: z.number().int().optional(),
    })
    .default({ enabled: false }),
  assista: z.boolean().default(false),
  death_insurance: z
    .object({
      enabled: z.boolean(),
      base_product: z.number().int().positive().optional(),
      poulain: z.boolean().default(false),
      invalidite: z.boolean().default(false),
    })
    .default({ enabled: false, poulain: false, invalidite: false }),
  /** The horse's gender: needed with the foal option (mares only). */
  animal_gender_id: z.number({ error: 'subscription.gender_unknown' }).int().positive().optional(),
  partner_key: text(50).optional(),
  referrer_key: text(50).optional(),
});
export type HorseQuickInit = z.output<typeof horseQuickInitBaseSchema>;

import { z } from 'zod';
import { paymentMethods, paymentModes } from '../constants';
import { dateField } from './date-field';
import { requiredText, text } from './text';

/**
 * The dog and cat quick calculator's call (spec 000 §3.1) and the fields it shares with the rest
 * of the subscription schemas (which re-export them); the horse's is in horse-quick-init.ts.
 * Modules of their own: an offer page's quick calculator builds its own few schemas, not every
 * step's nor the other animal's, and the subscription's page builds the two in two tasks (issue
 * 14: building zod schemas is the longest task of a page's scripts on a phone).
 */

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

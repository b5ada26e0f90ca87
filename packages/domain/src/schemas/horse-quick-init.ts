import { z } from 'zod';
import {
  horseAnimalGroups,
  horseProducts,
  horseUsageGroups,
  horseValueCap,
  paymentModes,
} from '../constants';
import { dateField } from './date-field';
import { requiredText, text } from './text';

// The horse quick calculator's call (spec 000 §3.2), a module of its own: see quick-init.ts.

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
      base_product: z.enum(horseProducts).optional(),
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

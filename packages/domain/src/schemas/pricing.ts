import { z } from 'zod';
import {
  animalSexes,
  type BusinessLine,
  couponDiscountTypes,
  defaultDeductible,
  defaultHorseUsage,
  defaultPaymentMethod,
  defaultPaymentMode,
  horseAdditionalRisks,
  horseAnimalGroups,
  horseProducts,
  horseUsageGroups,
  horseValueCap,
  type PetBusinessLine,
  paymentMethods,
  paymentModes,
  pricedHorseUsageGroups,
} from '../constants';
import type { IsoDate } from '../dates/calendar';
import { checkAnimalDates, checkHorseRequest, checkQuote } from '../pricing/eligibility';
import type { PricingProblem } from '../pricing/problems';
import { hasCentimePrecision } from '../pricing/rounding';
import type { Tariff } from '../pricing/tariff';
import { dateField } from './date-field';

/**
 * Zod schemas of the pricing calls (spec 000 §3.4, §7), one per call. Context-free parts are
 * plain schemas; rules that depend on the tariff and on today's date come from factories taking
 * `{ tariff, today }`, so that the browser (form resolver) and the server (route schema)
 * validate with the very same rules. Field names are the spec's snake_case API names; messages
 * are message keys.
 */

export interface PricingContext {
  tariff: Tariff;
  /** Today in Switzerland, YYYY-MM-DD (see dates/swiss-today). */
  today: IsoDate;
}

/** A breed price level in CHF per month, as resolved by the server from animal_race_id. */
const minPriceField = z
  .number()
  .positive()
  .max(1000)
  .refine(hasCentimePrecision, 'validation.invalid')
  .optional();

const animalValueField = z
  .number()
  .int('validation.integer')
  .min(1)
  .max(horseValueCap, 'pricing.value_max');

function addProblems(problems: readonly PricingProblem[], ctx: z.RefinementCtx): void {
  for (const problem of problems) {
    ctx.addIssue({
      code: 'custom',
      path: problem.path,
      message: problem.key,
      params: problem.params,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Coupons (POST /api/coupons/get-coupon-data)

export const couponRequestSchema = z.object({
  code: z.string().trim().min(1).max(50),
  user_token: z.string().trim().max(200).optional(),
});
export type CouponRequest = z.output<typeof couponRequestSchema>;

/** Coupon data as answered and stored on the form: {value, discount_type, code}. */
export const couponDataSchema = z
  .object({
    value: z.number().nonnegative().refine(hasCentimePrecision, 'validation.invalid'),
    discount_type: z.enum(couponDiscountTypes),
    code: z.string().trim().min(1).max(50),
  })
  .refine((coupon) => coupon.discount_type !== 'percentage' || coupon.value <= 100, {
    message: 'pricing.coupon_invalid',
    path: ['value'],
  });

// ---------------------------------------------------------------------------------------------
// Dog and cat prices (POST /api/business-lines/{dog|cat}/price)

export const petPriceRequestBaseSchema = z.object({
  animal_name: z.string().trim().max(100).optional(),
  animal_race_id: z.number().int().positive().optional(),
  animal_race2_id: z.number().int().positive().optional(),
  animal_date_of_birth: dateField,
  policy_start_date: dateField,
  is_indoor_cat: z.boolean().default(false),
  min_price: minPriceField,
});
export type PetPriceRequest = z.output<typeof petPriceRequestBaseSchema>;

export function petPriceRequestSchema(context: PricingContext & { businessLine: PetBusinessLine }) {
  return petPriceRequestBaseSchema.superRefine((request, ctx) => {
    addProblems(
      checkAnimalDates(
        context.businessLine,
        request.animal_date_of_birth,
        request.policy_start_date,
        context.today,
      ),
      ctx,
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Horse base prices and death options (POST /api/business-lines/horse/get-prices, option-price)

const horseRiskFields = {
  animal_race_id: z.number().int().positive().optional(),
  /** The horse's gender (catalogue id): the server resolves it to animal_sex. */
  animal_gender_id: z.number().int().positive().optional(),
  /** Known sex of the horse (the foal cover is for mares only). */
  animal_sex: z.enum(animalSexes).optional(),
  animal_date_of_birth: dateField,
  policy_start_date: dateField,
  usage: z.enum(horseUsageGroups).default(defaultHorseUsage.usage),
  usage_detail: z.string().trim().max(100).optional(),
  animal_group: z.enum(horseAnimalGroups).optional(),
  min_price: minPriceField,
};

export const horseGetPricesRequestBaseSchema = z.object({
  ...horseRiskFields,
  animal_value: animalValueField.optional(),
});
export type HorseGetPricesRequest = z.output<typeof horseGetPricesRequestBaseSchema>;

export function horseGetPricesRequestSchema(context: PricingContext) {
  return horseGetPricesRequestBaseSchema.superRefine((request, ctx) => {
    addProblems(checkHorseRequest(request, context.today), ctx);
  });
}

export const horseOptionPriceRequestBaseSchema = z.object({
  ...horseRiskFields,
  animal_value: animalValueField,
});
export type HorseOptionPriceRequest = z.output<typeof horseOptionPriceRequestBaseSchema>;

export function horseOptionPriceRequestSchema(context: PricingContext) {
  return horseOptionPriceRequestBaseSchema.superRefine((request, ctx) => {
    addProblems(checkHorseRequest(request, context.today), ctx);
  });
}

// ---------------------------------------------------------------------------------------------
// Quote (POST /api/quote)

const quoteCommonFields = {
  /** The breed(s): the server resolves them to min_price and refuses an unknown one. */
  animal_race_id: z.number().int().positive().optional(),
  animal_race2_id: z.number().int().positive().optional(),
  animal_date_of_birth: dateField,
  policy_start_date: dateField,
  /** Resolved by the server from animal_race_id (and animal_race2_id: the higher counts). */
  min_price: minPriceField,
  payment_mode: z.enum(paymentModes).default(defaultPaymentMode),
  payment_method: z.enum(paymentMethods).default(defaultPaymentMethod),
  coupon_code: z.string().trim().max(50).optional(),
  /** Resolved by the server from coupon_code (POST /api/coupons/get-coupon-data). */
  coupon_data: couponDataSchema.optional(),
};

const petQuoteFields = {
  deductible: z.number().int().default(defaultDeductible),
  cover_diseases: z.boolean().default(false),
  cover_prevention: z.boolean().default(false),
  is_indoor_cat: z.boolean().default(false),
};

export const horseInsuranceSchema = z.object({
  enabled: z.boolean(),
  base_product: z.enum(horseProducts).optional(),
  deductible: z.number().int().optional(),
});

export const horseDeathInsuranceSchema = z.object({
  enabled: z.boolean(),
  /** The death product id (spec 000 §3.2). */
  base_product: z.number().int().positive().optional(),
  poulain: z.boolean().default(false),
  invalidite: z.boolean().default(false),
});

export const quoteInputBaseSchema = z.discriminatedUnion('business_line', [
  z.object({ business_line: z.literal('dog'), ...quoteCommonFields, ...petQuoteFields }),
  z.object({ business_line: z.literal('cat'), ...quoteCommonFields, ...petQuoteFields }),
  z.object({
    business_line: z.literal('horse'),
    ...quoteCommonFields,
    ...horseRiskFields,
    animal_value: animalValueField,
    insurance: horseInsuranceSchema.default({ enabled: false }),
    assista: z.boolean().default(false),
    death_insurance: horseDeathInsuranceSchema.default({
      enabled: false,
      poulain: false,
      invalidite: false,
    }),
  }),
]);

export type QuoteInput = z.output<typeof quoteInputBaseSchema>;
/** What a client sends (defaults not yet applied). */
export type QuoteRequest = z.input<typeof quoteInputBaseSchema>;
export type PetQuoteInput = Extract<QuoteInput, { business_line: 'dog' | 'cat' }>;
export type HorseQuoteInput = Extract<QuoteInput, { business_line: 'horse' }>;

/** POST /api/quote: the whole quote input with every eligibility rule of the tariff and today. */
export function quoteInputSchema(context: PricingContext) {
  return quoteInputBaseSchema.superRefine((input, ctx) => {
    addProblems(checkQuote(input, context.tariff, context.today), ctx);
  });
}

// ---------------------------------------------------------------------------------------------
// Answers (for the route schemas and the OpenAPI document)

export const petPriceRowSchema = z.object({
  deductible: z.number(),
  cover_diseases: z.boolean(),
  cover_prevention: z.boolean(),
  annual_cap: z.number(),
  monthly_price: z.number(),
});

export const horseBasePriceRowSchema = z.object({
  name: z.enum(horseProducts),
  deductible: z.number(),
  assista: z.boolean(),
  usage: z.enum(pricedHorseUsageGroups),
  price: z.number(),
  monthly_price: z.number(),
  annual_cap: z.number(),
  coverage_percent: z.number(),
});

const horseAdditionalRiskSchema = z.object({
  id: z.number(),
  name: z.enum(horseAdditionalRisks),
  usage: z.enum(pricedHorseUsageGroups),
  percentage: z.number(),
});

export const horseDeathInsuranceProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  indemnite_deces: z.number(),
  percentages: z.array(
    z.object({
      min_age: z.number(),
      max_age: z.number(),
      min_value: z.number(),
      max_value: z.number(),
      usage: z.enum(pricedHorseUsageGroups),
      percentage: z.number(),
    }),
  ),
  additional_risks: z.array(horseAdditionalRiskSchema),
});

/** GET get-horse-death-insurance-prices (spec 000 §7): products and additionalRisks. */
export const horseDeathInsurancePricesSchema = z.object({
  products: z.array(horseDeathInsuranceProductSchema),
  additionalRisks: z.array(horseAdditionalRiskSchema.extend({ product_id: z.number() })),
});

/** The business line of a pricing path parameter, or null (answered with catalogue.unknown_business_line). */
export function pricingBusinessLine(value: string): BusinessLine | null {
  return value === 'dog' || value === 'cat' || value === 'horse' ? value : null;
}

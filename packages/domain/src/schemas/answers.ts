import { z } from 'zod';
import { businessLines } from '../business-lines';
import {
  couponDiscountTypes,
  horseAdditionalRisks,
  horseProducts,
  paymentModes,
  pricedHorseUsageGroups,
} from '../constants';
import { locales } from '../locale';
import { firstInvoiceLineKeys, quoteLineKeys, quoteLineKinds } from '../pricing/quote';

// What the API answers, for the routes' response schemas (the OpenAPI document, and the
// serializer checks each answer against its schema) and, as types, for the web client. Apart from
// the request schemas so that no page's chunk builds them: the browser imports these as types.

// ——— subscriptions ———

/** POST subscriptions/check: the stored subscription's animal and the last stage accepted. */
export const subscriptionCheckAnswerSchema = z.object({
  business_line: z.enum(businessLines),
  /** dd.mm.yyyy, as step 1 shows it */
  animal_date_of_birth: z.string(),
  step: z.number().int(),
});
export type SubscriptionCheck = z.output<typeof subscriptionCheckAnswerSchema>;

// ——— pricing ———

/** Why a product or a risk is not offered: a message key of the domain and its values. */
const unavailableReasonSchema = z
  .object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
  .nullable();

/** POST horse/option-price: one row per death and invalidity product (pricing/horse.ts). */
export const horseDeathOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  indemnite_deces: z.number(),
  /** CHF the product insures (the value, or the product's minimum insured value) */
  insured_value: z.number(),
  /** CHF per year for death cover, before the 5% federal stamp; 0 when not offered */
  price: z.number(),
  available: z.boolean(),
  reason: unavailableReasonSchema,
  additional_risks: z.array(
    z.object({
      id: z.number(),
      name: z.enum(horseAdditionalRisks),
      percentage: z.number(),
      price: z.number(),
      available: z.boolean(),
      reason: unavailableReasonSchema,
    }),
  ),
});

/** Offered or not, and why not (pricing/horse.ts `Availability`). */
const availabilitySchema = z.object({ available: z.boolean(), reason: unavailableReasonSchema });

const amountSummarySchema = z.object({
  premium: z.number(),
  /** zero or negative */
  coupon: z.number(),
  stamp: z.number(),
  fees: z.number(),
  total: z.number(),
});

/** POST quote: the engine's `QuoteBreakdown` (pricing/quote.ts), amounts in CHF. */
export const quoteBreakdownSchema = z.object({
  tariff_version: z.string(),
  business_line: z.enum(businessLines),
  payment_mode: z.enum(paymentModes),
  instalments_per_year: z.number(),
  /** ISO 8601 date, as every date below */
  policy_start_date: z.string(),
  age_years: z.number(),
  /** premium per month before the stamp, as the plan cards show it */
  monthly_premium: z.number(),
  annual_cap: z.number().nullable(),
  insured_value: z.number().nullable(),
  /** what the premium lines cover */
  cover: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('pet'),
      deductible: z.number(),
      diseases: z.boolean(),
      prevention: z.boolean(),
      reimbursement_percent: z.number(),
      complementary_medicine_cap: z.number(),
      prevention_cap: z.number(),
    }),
    z.object({
      kind: z.literal('horse'),
      usage: z.enum(pricedHorseUsageGroups),
      usage_detail: z.string().nullable(),
      animal_value: z.number(),
      treatment: z
        .object({
          product: z.enum(horseProducts),
          deductible: z.number(),
          coverage_percent: z.number(),
          annual_cap: z.number(),
        })
        .nullable(),
      assistance: z.object({ included: z.boolean() }).nullable(),
      death: z
        .object({
          id: z.number(),
          name: z.string(),
          indemnity_percent: z.number(),
          insured_value: z.number(),
        })
        .nullable(),
      invalidite: z.object({ share_percent: z.number(), insured_sum: z.number() }).nullable(),
      poulain: z
        .object({ share_percent: z.number(), max_sum: z.number(), insured_sum: z.number() })
        .nullable(),
    }),
  ]),
  /** the premium, discount, fee and tax lines: for the contract year and its first instalment */
  lines: z.array(
    z.object({
      key: z.enum(quoteLineKeys),
      /** a message key of the domain's catalogue */
      label_key: z.string(),
      kind: z.enum(quoteLineKinds),
      annual: z.number(),
      period: z.number(),
    }),
  ),
  totals: z.object({
    annual: amountSummarySchema,
    period: amountSummarySchema,
    instalments: z.array(z.number()),
    instalment_periods: z.array(z.object({ from: z.string(), to: z.string() })),
  }),
  first_invoice: z.object({
    pro_rata: z.object({
      days: z.number(),
      days_in_month: z.number(),
      premium: z.number(),
      coupon: z.number(),
      stamp: z.number(),
      total: z.number(),
    }),
    first_instalment: z.number(),
    amendment_fee: z.number(),
    total: z.number(),
    lines: z.array(
      z.object({
        key: z.enum(firstInvoiceLineKeys),
        label_key: z.string(),
        amount: z.number(),
        from: z.string().nullable(),
        to: z.string().nullable(),
      }),
    ),
  }),
  coupon: z
    .object({
      value: z.number(),
      discount_type: z.enum(couponDiscountTypes),
      code: z.string(),
      is_discount: z.boolean(),
    })
    .nullable(),
});

/** What the animal may be offered (pricing/eligibility.ts `QuoteEligibility`). */
export const quoteEligibilitySchema = z.object({
  age_years: z.number(),
  start_window: z.object({ min: z.string(), max: z.string() }),
  online_start_dates: z.array(z.string()),
  can_subscribe_online_by_age: z.boolean(),
  deductibles: z.array(z.number()).readonly(),
  horse: z
    .object({
      cover: availabilitySchema,
      // the keys in the order the engine writes them (zod answers in the schema's order)
      treatment: z.array(
        z.object({
          name: z.enum(horseProducts),
          deductibles: z.array(z.number()).readonly(),
          ...availabilitySchema.shape,
        }),
      ),
      assistance: availabilitySchema,
      death: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          ...availabilitySchema.shape,
          additional_risks: z.array(
            z.object({ name: z.enum(horseAdditionalRisks), ...availabilitySchema.shape }),
          ),
        }),
      ),
      value_cap: z.number(),
    })
    .nullable(),
});

export const quoteAnswerSchema = z.object({
  breakdown: quoteBreakdownSchema,
  eligibility: quoteEligibilitySchema,
});

// ——— claims ———

/** POST claim-status: where the claim stands and how it got there. */
export const claimStatusAnswerSchema = z.object({
  claim_number: z.string(),
  animal_name: z.string().nullable(),
  /** a status of the claim workflow (backoffice/workflows.ts) */
  status: z.string(),
  /** the amount approved, CHF; paid once the status is paid */
  amount: z.number().nullable(),
  is_paid: z.boolean(),
  /** oldest first: the claim received, then each change the claims department made */
  timeline: z.array(
    z.object({
      status: z.string(),
      /** ISO 8601 */
      at: z.string(),
      amount: z.number().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type ClaimStatusAnswer = z.output<typeof claimStatusAnswerSchema>;

// ——— "continue later" links ———

/** POST resume-links (202): the link is e-mailed. */
export const resumeLinkSentSchema = z.object({
  status: z.literal('sent'),
  /** ISO 8601 */
  expires_at: z.string(),
});
export type ResumeLinkSent = z.output<typeof resumeLinkSentSchema>;

/** GET resume-links/{token}: the server-validated state of the draft, in API names. */
export const resumedDraftSchema = z.object({
  kind: z.enum(['subscription', 'claim']),
  user_token: z.string(),
  /** the last stage the server accepted */
  step: z.number().int(),
  locale: z.enum(locales),
  /** the stored answers (dates YYYY-MM-DD) */
  data: z.record(z.string(), z.unknown()),
  /** the route where the wizard continues, and its path in `locale` */
  resume_route: z.string(),
  resume_path: z.string(),
  /** a subscription's animal */
  business_line: z.string().optional(),
  /** a claim's type (new or existing) */
  type: z.string().optional(),
});
export type ResumedDraft = z.output<typeof resumedDraftSchema>;

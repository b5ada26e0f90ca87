import { z } from 'zod';
import { businessLines } from '../business-lines';
import { horseAdditionalRisks } from '../constants';
import { locales } from '../locale';

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

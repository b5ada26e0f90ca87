import { z } from 'zod';
import { isClaimNumber, normaliseClaimNumber } from '../claims/claim-number';
import {
  type ClaimCaseType,
  caseDetailFieldsOf,
  claimCaseTypes,
  claimDocumentTypes,
  claimLimits,
} from '../claims/constants';
import { checkClaimIban, normaliseIban } from '../claims/iban';
import {
  checkCaseDate,
  checkTreatmentDate,
  isClaimTime,
  isInvoiceAmount,
  parseAmount,
} from '../claims/rules';
import type { IsoDate } from '../dates/calendar';
import { parseSwissDate } from '../dates/calendar';
import { locales } from '../locale';

/**
 * Zod schemas of the claim declaration calls (spec 001 §3, §5, §7), one per call. Field names
 * are the spec's snake_case API names; messages are message keys. Rules that depend on today's
 * date (in Switzerland) or on the case type chosen at step 2 come from factories, so that the
 * browser and the server check the very same rules; the `…RequestSchema` variants hold the
 * shape only and serve as route schemas (OpenAPI), the server then applies the factory.
 */

export interface ClaimDateContext {
  /** Today in Switzerland, YYYY-MM-DD (see dates/swiss-today). */
  today: IsoDate;
}

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalLocale = { locale: z.enum(locales).optional() };
const tokenFields = { user_token: text(200), ...optionalLocale };

const emailField = z.string().trim().max(claimLimits.emailMax).pipe(z.email());

/** 000000 or S000000 (spec 001 §3), spaces removed and the S upper-cased. */
export const claimNumberField = z
  .string()
  .refine(isClaimNumber, 'claims.claim_nr_format')
  .transform(normaliseClaimNumber);

// ---------------------------------------------------------------------------------------------
// Step 1 (POST /api/claim-declarations/init)

const policyholderFields = {
  first_name: text(claimLimits.nameMax),
  last_name: text(claimLimits.nameMax),
  policy_id: text(claimLimits.policyIdMax),
  animal_name: text(claimLimits.animalNameMax),
  email: emailField,
  ...optionalLocale,
};

export const claimInitRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('new'), ...policyholderFields }),
    z.object({
      type: z.literal('request-email'),
      ...policyholderFields,
      claim_nr: claimNumberField,
      description: text(claimLimits.descriptionMax),
    }),
    z.object({
      type: z.literal('existing'),
      ...policyholderFields,
      // spec 001 §2.1: the id query parameter of step 1 (the add-documents link)
      web_identification_number: claimNumberField,
    }),
  ],
  { error: 'validation.choice' },
);
export type ClaimInitRequest = z.output<typeof claimInitRequestSchema>;

export const claimInitAnswerSchema = z.object({
  user_token: z.string(),
  /** True when the claim of a request-email is known to be closed (final screen variant). */
  alreadyClosed: z.boolean(),
});
export type ClaimInitAnswer = z.output<typeof claimInitAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// The add-documents link (spec 001 §2.1): POST /api/claim-declarations/add-documents

/** The link's claim number and signed token, as the add-documents page reads them. */
export const claimAddDocumentsRequestSchema = z.object({
  web_identification_number: claimNumberField,
  token: text(1000),
  ...optionalLocale,
});
export type ClaimAddDocumentsRequest = z.output<typeof claimAddDocumentsRequestSchema>;

/** A declaration of type existing, already at the documents step, for the link's claim. */
export const claimAddDocumentsAnswerSchema = z.object({
  user_token: z.string(),
  type: z.literal('existing'),
  web_identification_number: z.string(),
  animal_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** When the link stops working (ISO instant). */
  expires_at: z.string(),
});
export type ClaimAddDocumentsAnswer = z.output<typeof claimAddDocumentsAnswerSchema>;

/** The answer of the steps 2 to 5: the token and the step the server now holds. */
export const claimStepAnswerSchema = z.object({ user_token: z.string(), step: z.number().int() });
export type ClaimStepAnswer = z.output<typeof claimStepAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Step 2 (POST /api/claim-declarations/type-selection)

export const claimTypeSelectionRequestSchema = z.object({
  ...tokenFields,
  case_type: z.enum(claimCaseTypes),
});
export type ClaimTypeSelectionRequest = z.output<typeof claimTypeSelectionRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Step 3 (POST /api/claim-declarations/case-detail)

const zipField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number()
    .int('claims.zip_range')
    .min(claimLimits.zipMin, 'claims.zip_range')
    .max(claimLimits.zipMax, 'claims.zip_range'),
);

const caseDetailFields = {
  case_time: z.string().trim().refine(isClaimTime, 'claims.time_invalid'),
  third_party_involved: z.boolean(),
  address: text(claimLimits.addressMax),
  zip: zipField,
  city: text(claimLimits.cityMax),
  has_second_insurance: z.boolean(),
  has_had_similar_problem: z.boolean(),
  animal_is_cured: z.boolean(),
};

/**
 * Route schema of step 3: the token only. Which fields are asked depends on the case type held
 * by the server and the date on today, so the server then checks the whole body with
 * claimCaseDetailSchema and answers every field error at once.
 */
export const claimCaseDetailRequestSchema = z
  .looseObject({ ...tokenFields })
  .meta({ description: 'Step 3 fields, checked by claimCaseDetailSchema({ today, caseType })' });

/**
 * Step 3 for a case type: the date strictly before today (spec 001 §5); time, third party,
 * address and other insurance for accidents only; similar problem and cured for accidents and
 * diseases (spec 001 §2.1). Fields of other case types are dropped (§4: choosing disease clears
 * the accident fields).
 */
export function claimCaseDetailSchema(context: ClaimDateContext & { caseType: ClaimCaseType }) {
  const asked = Object.fromEntries(
    caseDetailFieldsOf(context.caseType).map((field) => [field, caseDetailFields[field]]),
  ) as Partial<typeof caseDetailFields>;
  return z.object({
    ...tokenFields,
    case_date: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = checkCaseDate(value, context.today);
        if (problem === 'invalid') ctx.addIssue({ code: 'custom', message: 'validation.date' });
        if (problem === 'not_past') {
          ctx.addIssue({ code: 'custom', message: 'claims.case_date_not_past' });
        }
      }),
    ...asked,
  });
}
export type ClaimCaseDetail = z.output<ReturnType<typeof claimCaseDetailSchema>>;

// ---------------------------------------------------------------------------------------------
// Step 4 (POST /api/claim-declarations/description)

export const claimDescriptionRequestSchema = z.object({
  ...tokenFields,
  description: text(claimLimits.descriptionMax),
  veterinarian_diagnostic: text(claimLimits.diagnosticMax).optional(),
});
export type ClaimDescriptionRequest = z.output<typeof claimDescriptionRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Step 5 (POST /api/claim-declarations/bank-info)

/** CH or LI, checksum, no QR-IBAN (spec 001 §2.1 step 5, §8); stored without spaces. */
export const claimIbanField = z
  .string()
  .refine((value) => checkClaimIban(value) === null, 'claims.iban_invalid')
  .transform(normaliseIban);

export const claimBankInfoRequestSchema = z.object({
  ...tokenFields,
  // spec 001 §2.1 step 5: trimmed, at most 100 characters
  bank_account_name: text(claimLimits.bankAccountNameMax),
  iban: claimIbanField,
});
export type ClaimBankInfoRequest = z.output<typeof claimBankInfoRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Step 6 (POST /api/claim-declarations/documents) and the upload

/**
 * The `{docType}` of POST /api/documents/upload/{docType}: a claim document type, or
 * `job-application` for the files of a job application (spec 002 §5: more file types).
 */
export const uploadDocTypes = [...claimDocumentTypes, 'job-application'] as const;
export type UploadDocType = (typeof uploadDocTypes)[number];

/** A claim or help document as answered by POST /api/documents/upload. */
export const uploadedDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(claimDocumentTypes),
  size: z.number().int(),
});
export type UploadedDocument = z.output<typeof uploadedDocumentSchema>;
/** Any upload's answer: a claim document, or a job application file (`type: job-application`). */
export const uploadAnswerSchema = z.array(
  uploadedDocumentSchema.extend({ type: z.enum(uploadDocTypes) }),
);
export type UploadAnswer = z.output<typeof uploadAnswerSchema>;

export const uploadTypeSchema = z.object({
  type: z.enum(claimDocumentTypes, { error: 'documents.type_invalid' }).optional(),
  ...optionalLocale,
});
export const uploadParamsSchema = z.object({
  docType: z.enum(uploadDocTypes, { error: 'documents.type_invalid' }).optional(),
});

const documentIdField = text(100);

/** An invoice amount as a number or as typed ('120.50', '120,50'); CHF, > 0, two decimals. */
const invoiceAmountField = z.unknown().transform((value, ctx) => {
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: 'validation.required' });
    return z.NEVER;
  }
  const amount = parseAmount(value);
  if (amount === null || !isInvoiceAmount(amount)) {
    ctx.addIssue({ code: 'custom', message: 'claims.invoice_amount' });
    return z.NEVER;
  }
  return amount;
});

function treatmentDateField(today: IsoDate) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (parseSwissDate(value) === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.date' });
      } else if (checkTreatmentDate(value, today) === 'future') {
        ctx.addIssue({ code: 'custom', message: 'claims.treatment_date_future' });
      }
    });
}

function documentsField(today: IsoDate) {
  const reference = z.object({ id: documentIdField });
  const invoice = reference.extend({
    first_treatment_date: treatmentDateField(today),
    invoice_amount: invoiceAmountField,
  });
  return z
    .object({
      invoices: z.array(invoice).default([]),
      reports: z.array(reference).default([]),
      others: z.array(reference).default([]),
    })
    .default({ invoices: [], reports: [], others: [] })
    .superRefine((documents, ctx) => {
      const all = [
        ...documents.invoices.map((item, index) => ({ item, path: ['invoices', index] })),
        ...documents.reports.map((item, index) => ({ item, path: ['reports', index] })),
        ...documents.others.map((item, index) => ({ item, path: ['others', index] })),
      ];
      if (all.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'claims.documents_required', path: [] });
      }
      if (all.length > claimLimits.documentsMax) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.max_items',
          params: { max: claimLimits.documentsMax },
          path: [],
        });
      }
      const seen = new Set<string>();
      for (const { item, path } of all) {
        if (seen.has(item.id)) {
          ctx.addIssue({ code: 'custom', message: 'claims.document_duplicate', path });
        }
        seen.add(item.id);
      }
    });
}

/**
 * Route schema of step 6: the token only; the server checks the whole body with
 * claimDocumentsSchema (treatment dates depend on today) and answers every error at once.
 */
export const claimDocumentsRequestSchema = z.looseObject({ ...tokenFields }).meta({
  description: 'documents: { invoices, reports, others }, checked by claimDocumentsSchema',
});

/**
 * Step 6: at least one document, each one an uploaded document id; invoices with the first
 * treatment date (today at the latest) and the amount (spec 001 §3, §5). Errors are keyed
 * documents.invoices.{index}.first_treatment_date and .invoice_amount.
 */
export function claimDocumentsSchema(context: ClaimDateContext) {
  return z.object({ ...tokenFields, documents: documentsField(context.today) });
}
export type ClaimDocumentsRequest = z.output<ReturnType<typeof claimDocumentsSchema>>;

export const claimDocumentsAnswerSchema = z.object({
  /** The number of the claim: issued now for a new claim, the given one for an existing claim. */
  claim_number: z.string(),
  type: z.enum(['new', 'existing']),
});
export type ClaimDocumentsAnswer = z.output<typeof claimDocumentsAnswerSchema>;

import { z } from 'zod';
import {
  addMonths,
  ageInYears,
  compareDates,
  type IsoDate,
  parseSwissDate,
  toSwissDate,
} from '../dates/calendar';
import type { MessageKey, MessageParams } from '../messages/translate';
import { claimIbanField, claimNumberField } from '../schemas/claims';
import { formLimits, genders, paymentModes } from './constants';

/**
 * Field building blocks of the help-centre and contract forms (spec 001 §3, §5, §9): each one a
 * zod schema whose messages are message keys, so that the browser (form resolver) and the server
 * check the very same rule. Rules that depend on today's date in Switzerland are factories taking
 * the form context, like the claim factories (schemas/claims).
 */

export interface FormContext {
  /** Today in Switzerland, YYYY-MM-DD (see dates/swiss-today). */
  today: IsoDate;
}

/** A required text: trimmed, at least one character, at most `max`. */
export const textField = (max: number) => z.string().trim().min(1).max(max);

// ---------------------------------------------------------------------------------------------
// Person and contact

const namePattern = /^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u;

/** A first or last name: letters (any script, accents), spaces, apostrophes, hyphens, dots. */
export const nameField = textField(formLimits.nameMax).regex(namePattern, 'forms.name_invalid');

/** An e-mail address (at most 254 characters, the SMTP limit). */
export const emailField = z.string().trim().max(formLimits.emailMax).pipe(z.email());

/**
 * A Swiss phone number as typed (spec 001 §5 mask ### ### ## ##, or +41 / 0041 with an optional
 * (0)), answered in the mask's form '079 123 45 67'; null when it is not a Swiss number.
 */
export function normaliseSwissPhone(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f./()-]/g, '');
  const match = /^(?:(?:\+|00)410?|0)([1-9]\d{8})$/.exec(compact);
  const digits = match?.[1];
  if (!digits) return null;
  return `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
}

export const phoneField = z
  .string()
  .trim()
  .max(30)
  .refine((value) => normaliseSwissPhone(value) !== null, 'forms.phone_invalid')
  .transform((value) => normaliseSwissPhone(value) ?? value);

/** spec 001 §3: m (Monsieur) or f (Madame). */
export const genderField = z.enum(genders);

/** A box the user must tick (terms, consent): anything but true is refused with one message. */
export const consentField = z.literal(true, { error: 'forms.consent_required' });

// ---------------------------------------------------------------------------------------------
// Address

export const addressField = textField(formLimits.addressMax);
export const streetNumberField = textField(formLimits.streetNumberMax);
export const cityField = textField(formLimits.cityMax);

/** A Swiss postcode, 1000 to 9999 (spec 001 §5, §9), sent as a number or a string of digits. */
export const zipField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number()
    .int('claims.zip_range')
    .min(formLimits.zipMin, 'claims.zip_range')
    .max(formLimits.zipMax, 'claims.zip_range'),
);

// ---------------------------------------------------------------------------------------------
// Policy, claim, bank

const policyIdPattern = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/** spec 001 §5: the policy number, text of at most 10 characters (placeholder XXXXXXX). */
export const policyIdField = textField(formLimits.policyIdMax).regex(
  policyIdPattern,
  'forms.policy_id_invalid',
);

/** spec 001 §3: 000000 or S000000 (the claim declaration's rule). */
export const claimNumberFormField = claimNumberField;

/** CH or LI, checksum, no QR-IBAN, refused with the spec's text (spec 001 §8); no spaces kept. */
export const ibanField = claimIbanField;

export const bankAccountNameField = textField(formLimits.bankAccountNameMax);

/** spec 001 §3 and §9: Annuel, Semestriel, Trimestriel. */
export const paymentModeField = z.enum(paymentModes);

// ---------------------------------------------------------------------------------------------
// Animal

export const animalNameField = textField(formLimits.animalNameMax);
export const animalIdentificationField = textField(formLimits.animalIdentificationMax);

/** One of the animal types a form offers (spec 001 §9, and §3 for cancellations). */
export const animalTypeField = <const T extends readonly [string, ...string[]]>(types: T) =>
  z.enum(types);

// ---------------------------------------------------------------------------------------------
// Free text and category

export const messageField = textField(formLimits.messageMax);

/**
 * The category pair of labels a page gives a form (spec 001 §2.2), e.g. ['Mon contrat',
 * 'Changer d’IBAN']. Labels only: they never decide anything but the inbox of multi-topic forms.
 */
export const categoryField = z.tuple([
  textField(formLimits.categoryLabelMax),
  textField(formLimits.categoryLabelMax),
]);
export type CategoryPair = [string, string];

// ---------------------------------------------------------------------------------------------
// Dates: DD.MM.YYYY as typed in the masked fields (spec 001 §5), with plausibility variants

type DateProblem = { key: MessageKey; params?: MessageParams } | null;

/** A DD.MM.YYYY date, checked by `check` once it is a real calendar date; kept as typed. */
function swissDate(check: (date: IsoDate) => DateProblem = () => null) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const date = parseSwissDate(value);
      if (date === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.date' });
        return;
      }
      const problem = check(date);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.params });
    });
}

/** Any real date in the DD.MM.YYYY form. */
export const swissDateField = swissDate();

const isAfter = (a: IsoDate, b: IsoDate) => compareDates(a, b) > 0;
const isBefore = (a: IsoDate, b: IsoDate) => compareDates(a, b) < 0;

/** A date that has happened: today at the latest (symptoms start, first treatment). */
export function pastDateField({ today }: FormContext) {
  return swissDate((date) => (isAfter(date, today) ? { key: 'forms.date_future' } : null));
}

/** An animal's birth date: not in the future, and not more than 50 years ago. */
export function animalBirthDateField({ today }: FormContext) {
  return swissDate((date) => {
    if (isAfter(date, today)) return { key: 'forms.birth_date_future' };
    if (ageInYears(date, today) > formLimits.animalMaxAge) {
      return { key: 'forms.birth_date_implausible' };
    }
    return null;
  });
}

/** A person's birth date: not in the future, at most 120 years ago, and of `minAge` when given. */
function personBirthDate(
  { today }: FormContext,
  minAge: { years: number; key: MessageKey } | null,
) {
  return swissDate((date) => {
    if (isAfter(date, today)) return { key: 'forms.birth_date_future' };
    const age = ageInYears(date, today);
    if (age > formLimits.ownerMaxAge) return { key: 'forms.birth_date_implausible' };
    if (minAge && age < minAge.years) return { key: minAge.key, params: { min: minAge.years } };
    return null;
  });
}

/** A policyholder's birth date: not in the future, of age (18), at most 120 years ago. */
export function ownerBirthDateField(context: FormContext) {
  return personBirthDate(context, { years: formLimits.ownerMinAge, key: 'forms.owner_age_min' });
}

/** spec 002 §5: a contest or draw participant is 18 or older on the entry date (today). */
export function participantBirthDateField(context: FormContext) {
  return personBirthDate(context, {
    years: formLimits.participantMinAge,
    key: 'forms.participant_age_min',
  });
}

/** A rider's birth date (challenge): young riders take part too, so no minimum age. */
export function riderBirthDateField(context: FormContext) {
  return personBirthDate(context, null);
}

/** A cancellation date: today or later (spec 001: not in the past), within 24 months. */
export function cancelDateField({ today }: FormContext) {
  return swissDate((date) => {
    if (isBefore(date, today)) return { key: 'forms.cancel_date_past' };
    const latest = addMonths(today, formLimits.cancelDateMaxMonths);
    if (isAfter(date, latest))
      return { key: 'forms.date_after', params: { max: toSwissDate(latest) } };
    return null;
  });
}

/** A date within `months` before or after today (a move, an ownership transfer). */
export function dateAroundTodayField({ today }: FormContext, months: number) {
  return swissDate((date) => {
    const earliest = addMonths(today, -months);
    const latest = addMonths(today, months);
    if (isBefore(date, earliest)) {
      return { key: 'forms.date_before', params: { min: toSwissDate(earliest) } };
    }
    if (isAfter(date, latest))
      return { key: 'forms.date_after', params: { max: toSwissDate(latest) } };
    return null;
  });
}

/** The date of a move: within 12 months before or after today. */
export function addressUpdateDateField(context: FormContext) {
  return dateAroundTodayField(context, formLimits.addressUpdateWindowMonths);
}

/** A date to come: today at the earliest, within `months` (the start of a requested policy). */
export function upcomingDateField({ today }: FormContext, months: number) {
  return swissDate((date) => {
    if (isBefore(date, today)) return { key: 'forms.date_past' };
    const latest = addMonths(today, months);
    if (isAfter(date, latest))
      return { key: 'forms.date_after', params: { max: toSwissDate(latest) } };
    return null;
  });
}

// ---------------------------------------------------------------------------------------------
// Documents: references to files sent before to POST /api/documents/upload/{docType}

/** An upload id, or the upload's answer `{ id, name, type, size }` as the widget keeps it. */
const documentReference = z.union([
  textField(100),
  z.object({ id: textField(100) }).transform((document) => document.id),
]);

/**
 * The documents of a form: upload ids, at most 20, each once. The server also checks that each
 * id exists and serves no other claim or form (otherwise 422 on `documents`).
 */
export function documentsField(options: {
  isRequired: boolean;
  /** At most this many (20 by default). */
  max?: number;
  /** The message when none is given (default: "Veuillez joindre au moins un document."). */
  requiredKey?: MessageKey;
}) {
  const requiredKey = options.requiredKey ?? 'claims.documents_required';
  const list = z
    .array(documentReference, {
      error: (issue) => (issue.input === undefined ? requiredKey : undefined),
    })
    .max(options.max ?? formLimits.documentsMax)
    .superRefine((ids, ctx) => {
      if (options.isRequired && ids.length === 0) {
        ctx.addIssue({ code: 'custom', message: requiredKey });
      }
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) {
          ctx.addIssue({ code: 'custom', message: 'forms.document_duplicate', path: [index] });
        }
      });
    });
  return options.isRequired ? list : list.default([]);
}

// ---------------------------------------------------------------------------------------------
// Yes/no answers and numbers

/** A yes/no question the user must answer (true or false; absent is a missing answer). */
export const yesNoField = z.boolean();
/** A box the user may tick: absent means no. */
export const flagField = z.boolean().default(false);

/** A whole number sent as a number or a string of digits (a typed field). */
export const wholeNumberField = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number().int().min(min).max(max),
  );

// ---------------------------------------------------------------------------------------------
// Breeds and content references

/**
 * A breed of the catalogue as the picker gives it (spec 002 §3: "race (object with id and name
 * for dog, cat, horse)"); the server checks the id against the breeds of the animal and keeps the
 * catalogue's name.
 */
export const catalogueRaceField = z.object({
  id: wholeNumberField(1, 1_000_000),
  name: textField(100),
});

/** A content slug (a job of content/jobs): lower-case words joined by hyphens. */
export const slugField = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.invalid');

import { z } from 'zod';
import { locales } from '../locale';
import type { MessageKey, MessageParams } from '../messages/translate';
import { formLimits } from './constants';
import {
  addressField,
  animalBirthDateField,
  animalIdentificationField,
  animalNameField,
  animalTypeField,
  bankAccountNameField,
  categoryField,
  cityField,
  documentsField,
  emailField,
  type FormContext,
  genderField,
  ibanField,
  messageField,
  nameField,
  phoneField,
  policyIdField,
  streetNumberField,
  textField,
  zipField,
} from './fields';

/**
 * Blocks: groups of fields that forms share (contact, address, policy, animal, bank, documents,
 * intermediary), spread into a form's z.object. A form is its blocks plus its own fields.
 */

type Shape = Record<string, z.ZodType>;

/** Every call: the locale (spec 001 §7) and the page's category pair (optional, see registry). */
export const requestBlock = {
  locale: z.enum(locales).optional(),
  category: categoryField.optional(),
};

/** Names, e-mail and phone (spec 001 §3: every form). */
export const contactBlock = {
  last_name: nameField,
  first_name: nameField,
  email: emailField,
  phone: phoneField,
};

/** The salutation and the contact (most forms of spec 001 §3). */
export const personBlock = { gender: genderField, ...contactBlock };

export const policyBlock = { policy_id: policyIdField };
export const optionalPolicyBlock = { policy_id: policyIdField.optional() };

/** Street and number, postcode, locality; `streetNumber` is filled by the address lookup. */
export const addressBlock = {
  address: addressField,
  streetNumber: streetNumberField.optional(),
  zip: zipField,
  city: cityField,
};
/** spec 001 §3 "Update e-mail": zip and city not required (nor the street, decisions.md). */
export const optionalAddressBlock = {
  address: addressField.optional(),
  streetNumber: streetNumberField.optional(),
  zip: zipField.optional(),
  city: cityField.optional(),
};

/**
 * A form schema without a date rule: built on its first use, then kept (the context is not
 * needed). Not when the module loads: a page builds only its own form's schema (issue 14).
 */
export function fixed<S extends z.ZodObject>(build: () => S): (context?: FormContext) => S {
  let schema: S | undefined;
  return () => {
    schema ??= build();
    return schema;
  };
}

/** The same fields under a prefix: `prefixed('new_', addressBlock)` gives new_address, new_zip… */
export function prefixed<P extends string, B extends Shape>(prefix: P, block: B) {
  return Object.fromEntries(
    Object.entries(block).map(([name, field]) => [`${prefix}${name}`, field]),
  ) as { [K in keyof B & string as `${P}${K}`]: B[K] };
}

/** The animal a request is about: name, birth date (not in the future) and, when asked, type. */
export function animalBlock<const T extends readonly [string, ...string[]]>(
  context: FormContext,
  types: T,
) {
  return {
    animal_name: animalNameField,
    animal_type: animalTypeField(types),
    animal_date_of_birth: animalBirthDateField(context),
  };
}
/** The animal without its type (claim revaluation, billing question). */
export function namedAnimalBlock(context: FormContext) {
  return { animal_name: animalNameField, animal_date_of_birth: animalBirthDateField(context) };
}
export const animalIdentificationBlock = {
  animal_identification: animalIdentificationField.optional(),
};

/**
 * A new bank account given with a request (address update, spec 001 §3): both optional, the
 * holder required with an IBAN (`requiredWhen` in the form's schema).
 */
export const optionalBankBlock = {
  bank_account_name: bankAccountNameField.optional(),
  iban: ibanField.optional(),
};

export const documentsBlock = { documents: documentsField({ isRequired: false }) };
export const requiredDocumentsBlock = { documents: documentsField({ isRequired: true }) };

export const messageBlock = { message: messageField };
export const optionalMessageBlock = { message: messageField.optional() };

/** A broker or partner writing for a client (spec 001 §3 "Partner form"). */
export const intermediaryBlock = {
  company: textField(formLimits.companyMax),
  partner_id: textField(formLimits.partnerIdMax).optional(),
};

// ---------------------------------------------------------------------------------------------
// Rules across fields

type Issue = { path?: readonly PropertyKey[] };

/**
 * A rule across fields of an object, checked once the fields it reads are valid themselves (zod's
 * `when`), so that it is reported together with the other fields' errors.
 */
export function crossFieldRule<S extends z.ZodObject>(
  schema: S,
  rule: {
    reads: readonly string[];
    field: string;
    message: MessageKey;
    params?: MessageParams;
    isValid: (data: Record<string, unknown>) => boolean;
  },
): S {
  return schema.refine((data) => rule.isValid(data as Record<string, unknown>), {
    path: [rule.field],
    message: rule.message,
    ...(rule.params ? { params: rule.params } : {}),
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !(payload.issues as readonly Issue[]).some((issue) =>
        rule.reads.includes(String(issue.path?.[0])),
      ),
  }) as S;
}

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** `email_confirmation` must equal `email` (spec 001 §5, 002 §3: checked by the server). */
export function withEmailConfirmation<S extends z.ZodObject>(
  schema: S,
  field = 'email',
  confirmation = `${field}_confirmation`,
): S {
  return crossFieldRule(schema, {
    reads: [field, confirmation],
    field: confirmation,
    message: 'forms.email_confirmation_mismatch',
    isValid: (data) => sameEmail(data[field], data[confirmation]),
  });
}

/** A field required when a condition on other fields holds (e.g. the partner form's choice). */
export function requiredWhen<S extends z.ZodObject>(
  schema: S,
  field: string,
  reads: readonly string[],
  condition: (data: Record<string, unknown>) => boolean,
): S {
  return crossFieldRule(schema, {
    reads: [field, ...reads],
    field,
    message: 'validation.required',
    isValid: (data) => !condition(data) || data[field] !== undefined,
  });
}

/** Two fields that must differ (new and old e-mail, new and old IBAN). */
export function differentFrom<S extends z.ZodObject>(
  schema: S,
  field: string,
  other: string,
  message: MessageKey,
): S {
  return crossFieldRule(schema, {
    reads: [field, other],
    field,
    message,
    isValid: (data) =>
      data[other] === undefined ||
      String(data[field]).trim().toLowerCase() !== String(data[other]).trim().toLowerCase(),
  });
}

/**
 * The street number the address lookup gives apart, joined to the street (spec 002 §3
 * "Ownership transfer": "keeps new_streetNumber and merges it into the address"): 'Bahnhofstrasse'
 * and '5' give 'Bahnhofstrasse 5'; an address that already ends with the number is kept.
 */
export function mergeStreetNumber(address: string, streetNumber: string | undefined): string {
  const number = streetNumber?.trim();
  if (!number) return address;
  const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(^|\\s)${escaped}$`, 'i').test(address.trim())) return address.trim();
  return `${address.trim()} ${number}`;
}

import { z } from 'zod';
import type { BusinessLine } from '../business-lines';
import { horseValueCap } from '../constants';
import {
  addressBlock,
  crossFieldRule,
  documentsBlock,
  fixed,
  mergeStreetNumber,
  messageBlock,
  personBlock,
  policyBlock,
  prefixed,
  requestBlock,
  requiredWhen,
  withEmailConfirmation,
} from './blocks';
import { formLimits, helpAnimalTypes } from './constants';
import {
  animalBirthDateField,
  animalIdentificationField,
  animalNameField,
  animalTypeField,
  catalogueRaceField,
  cityField,
  consentField,
  dateAroundTodayField,
  documentsField,
  emailField,
  type FormContext,
  flagField,
  genderField,
  messageField,
  nameField,
  ownerBirthDateField,
  participantBirthDateField,
  phoneField,
  riderBirthDateField,
  slugField,
  textField,
  upcomingDateField,
  wholeNumberField,
  yesNoField,
  zipField,
} from './fields';
import {
  agentNumberField,
  finmaNumberField,
  lsaConfirmField,
  masterCodeField,
} from './intermediary-fields';
import {
  alreadyClientBusinessLines,
  animalFormTypes,
  availabilityMonths,
  challengeLicenses,
  contactPeriods,
  contactRequests,
  contestRiderTypes,
  hasBreedCatalogue,
  jobTypes,
  publicFormLimits as limits,
  offerAnimalsOf,
  offerBusinessLines,
  partnerInsurerSpecies,
  partnerOfferUsages,
  remarkBusinessLines,
} from './public-constants';

/**
 * One schema per call of spec 002 §7, composed from the same blocks as the help forms
 * (schemas.ts). Each is a factory taking `{ today }`; fields that do not apply to the answers
 * given (a remark for a dog, a client number of a non-client) are dropped, as unknown fields are
 * (decisions.md "Public forms: fields that do not apply").
 */

type Data = Record<string, unknown>;
function omit<T>(data: T, ...fields: string[]): T {
  for (const field of fields) delete (data as Data)[field];
  return data;
}

// ---------------------------------------------------------------------------------------------
// Offer request for other animals: POST offer-request/init (step 1), POST offer-request (all)

/** A breed of the catalogue for dog, cat and horse, free text for the other animals. */
const raceField = z.union([catalogueRaceField, textField(limits.raceNameMax)], {
  error: (issue) => (issue.input === undefined ? 'validation.required' : undefined),
});

/** Step 1, about the animal (spec 002 §2 "Step 1: about the animal"). */
function offerAnimalShape(context: FormContext) {
  return {
    business_line: z.enum(offerBusinessLines),
    race: raceField,
    animal_gender: genderField,
    animal_date_of_birth: animalBirthDateField(context),
    animal_identification: animalIdentificationField.optional(),
    has_been_treated_lately: yesNoField,
    // farm animal, cattle and bird only (spec 002 §3): the herd, the keeping
    remark: messageField.optional(),
    // the page the form is embedded in (spec 002 §2 "props: animal and origin")
    origin: textField(limits.originMax).optional(),
  };
}

/** spec 002 §3: a breed of the catalogue for dog, cat and horse, a text for the others. */
function withRaceRule<S extends z.ZodObject>(schema: S, lineField: string, raceField: string): S {
  return crossFieldRule(
    crossFieldRule(schema, {
      reads: [lineField, raceField],
      field: raceField,
      message: 'forms.race_choose',
      isValid: (data) => !hasBreedCatalogue(data[lineField]) || typeof data[raceField] === 'object',
    }),
    {
      reads: [lineField, raceField],
      field: raceField,
      message: 'validation.string',
      isValid: (data) => hasBreedCatalogue(data[lineField]) || typeof data[raceField] === 'string',
    },
  );
}

const isOneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value);

/** Drops the fields the animal does not ask for (remark, already_client, contact_period). */
function dropOfferFieldsNotAsked<T>(value: T): T {
  const data = value as Data;
  if (!isOneOf(remarkBusinessLines, data.business_line)) omit(data, 'remark');
  if ('already_client' in data && !isOneOf(alreadyClientBusinessLines, data.business_line)) {
    omit(data, 'already_client');
  }
  if ('contact_request' in data && data.contact_request !== 'phone') omit(data, 'contact_period');
  return value;
}

/** The draft token answered by offer-request/init. */
export const offerDraftTokenField = z.string().trim().min(16).max(200);

/** POST offer-request/init: step 1; a token given again updates that draft (back from step 2). */
export const offerRequestInitSchema = (context: FormContext) =>
  withRaceRule(
    z.object({
      ...requestBlock,
      token: offerDraftTokenField.optional(),
      ...offerAnimalShape(context),
    }),
    'business_line',
    'race',
  ).overwrite(dropOfferFieldsNotAsked);

/** Step 2, my contact details (spec 002 §2 "Step 2: my contact details"). */
const offerContactShape = {
  ...personBlock,
  email_confirmation: emailField,
  ...addressBlock,
  contact_request: z.enum(contactRequests),
  contact_period: z.enum(contactPeriods).optional(),
  // horses only (spec 002 §3)
  already_client: flagField,
};

/** POST offer-request: the whole accumulated state (step 1 and step 2) and the draft's token. */
export const offerRequestSchema = (context: FormContext) =>
  requiredWhen(
    withEmailConfirmation(
      withRaceRule(
        z.object({
          ...requestBlock,
          token: offerDraftTokenField,
          ...offerAnimalShape(context),
          ...offerContactShape,
        }),
        'business_line',
        'race',
      ),
    ),
    // when to call (decisions.md "Offer request")
    'contact_period',
    ['contact_request'],
    (data) => data.contact_request === 'phone',
  ).overwrite(dropOfferFieldsNotAsked);

/** The fields of each step, for the pages (which step shows a server error). */
export const offerRequestSteps = {
  animal: Object.keys(offerAnimalShape({ today: '2000-01-01' })),
  contact: Object.keys(offerContactShape),
} as const;

// ---------------------------------------------------------------------------------------------
// Partner-insurer offer request: POST offer-request/generali (spec 002 §3, §5)

/** A partner key of the address (`?pid=`, spec 000 §1), e.g. generali. */
export const partnerKeyField = slugField(limits.partnerKeyMax);

export const partnerOfferRequestSchema = (context: FormContext) =>
  crossFieldRule(
    crossFieldRule(
      requiredWhen(
        z.object({
          ...requestBlock,
          // the visitor's channel (`?pid=`), when the page was reached with one (spec 000 §1)
          partner_key: partnerKeyField.optional(),
          species: z.enum(partnerInsurerSpecies),
          animal_race: catalogueRaceField,
          quantity: wholeNumberField(1, limits.quantityMax).default(1),
          insurance_value: wholeNumberField(1, limits.insuranceValueMax).optional(),
          usage: z.enum(partnerOfferUsages),
          zip: zipField,
          city: cityField,
          policy_start_date: upcomingDateField(context, limits.policyStartMaxMonths),
          duration_text: textField(limits.durationMax).optional(),
          remark: messageField.optional(),
          agent_last_name: nameField,
          agent_first_name: nameField,
          agent_email: emailField,
          agent_number: agentNumberField,
          generali_mastercode: masterCodeField,
          agent_city: cityField,
          finma_number: finmaNumberField,
          confirmLsa: lsaConfirmField,
        }),
        // a horse is insured for its value (spec 000 §4)
        'insurance_value',
        ['species'],
        (data) => data.species === 'horse',
      ),
      // spec 002 §2: the animals of the channel (a partner other than generali: dogs and cats)
      {
        reads: ['species', 'partner_key'],
        field: 'species',
        message: 'forms.species_not_on_channel',
        isValid: (data) =>
          offerAnimalsOf(data.partner_key as string | undefined).species.includes(
            data.species as BusinessLine,
          ),
      },
    ),
    {
      reads: ['species', 'insurance_value'],
      field: 'insurance_value',
      message: 'pricing.value_max',
      params: { max: horseValueCap },
      isValid: (data) =>
        data.species !== 'horse' || Number(data.insurance_value ?? 0) <= horseValueCap,
    },
  );

// ---------------------------------------------------------------------------------------------
// Contests and prize draws: POST summer-contest, tirage-au-sort-canin, help/chi2024-form

/** spec 002 §3, §5: the participant of a contest or draw, 18 or older, consents given. */
function drawEntryShape(context: FormContext) {
  return {
    gender: genderField,
    owner_date_of_birth: participantBirthDateField(context),
    first_name: nameField,
    last_name: nameField,
    ...addressBlock,
    email: emailField,
    // not in the contest's required fields (spec 002 §5)
    phone: phoneField.optional(),
    has_insurance: flagField,
    already_client: flagField,
    my_animals: z
      .object({ horse: flagField, dog: flagField, cat: flagField, other: flagField })
      .prefault({}),
    accept_terms: consentField,
    // spec 002 §2: "the marketing consent box is shown checked and locked"
    accept_marketing: consentField,
  };
}

export const summerContestSchema = (context: FormContext) =>
  z.object({
    ...requestBlock,
    source: textField(limits.sourceMax),
    ...drawEntryShape(context),
    type: z.enum(contestRiderTypes),
  });

export const dogDrawSchema = (context: FormContext) =>
  z.object({ ...requestBlock, ...drawEntryShape(context) });

/** spec 002 §3 "Trade-fair draw (CHI)": last_name, first_name, email, category. */
export const chiDrawSchema = fixed(() =>
  z.object({ ...requestBlock, last_name: nameField, first_name: nameField, email: emailField }),
);

// ---------------------------------------------------------------------------------------------
// Challenge registration: POST help/challenge-{product}

const clientNumberField = textField(limits.clientNumberMax).regex(
  /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/,
  'validation.invalid',
);

/** spec 002 §5: last name, first name, birth date, email and phone required. */
export const challengeSchema = (context: FormContext) =>
  requiredWhen(
    z.object({
      ...requestBlock,
      gender: genderField.optional(),
      last_name: nameField,
      first_name: nameField,
      owner_date_of_birth: riderBirthDateField(context),
      email: emailField,
      phone: phoneField,
      animal_name: animalNameField.optional(),
      license: z.enum(challengeLicenses).optional(),
      already_client: flagField,
      existing_client_nr: clientNumberField.optional(),
    }),
    // spec 002 §2: the client number appears only when already_client is true
    'existing_client_nr',
    ['already_client'],
    (data) => data.already_client === true,
  ).overwrite((data) => (data.already_client ? data : omit(data, 'existing_client_nr')));

// ---------------------------------------------------------------------------------------------
// Job application: POST help/job-application

const jobDocumentFields = ['cv', 'letter', 'documents'] as const;

export const jobApplicationSchema = fixed(() =>
  crossFieldRule(
    z.object({
      ...requestBlock,
      // a named job of content/jobs; absent for a spontaneous application
      job: slugField(limits.jobIdMax).optional(),
      ...personBlock,
      zip: zipField,
      job_type: z.enum(jobTypes),
      availability: wholeNumberField(availabilityMonths[0], availabilityMonths.at(-1) ?? 6),
      cv: documentsField({ isRequired: true, max: limits.cvMax, requiredKey: 'forms.cv_required' }),
      letter: documentsField({ isRequired: false, max: limits.letterMax }),
      documents: documentsField({ isRequired: false, max: limits.jobDocumentsMax }),
      acceptTerms: consentField,
    }),
    {
      // one file in one list only
      reads: jobDocumentFields,
      field: 'documents',
      message: 'forms.document_duplicate',
      isValid: (data) => {
        const ids = jobDocumentFields.flatMap((field) => (data[field] as string[]) ?? []);
        return new Set(ids).size === ids.length;
      },
    },
  ),
);

// ---------------------------------------------------------------------------------------------
// Ownership transfer: POST ownership-transfer-request

export const ownershipTransferSchema = (context: FormContext) =>
  withEmailConfirmation(
    z.object({
      ...requestBlock,
      ...policyBlock,
      ownership_transfer_date: dateAroundTodayField(context, limits.transferWindowMonths),
      // the current owner's
      email: emailField,
      animal_type: animalTypeField(helpAnimalTypes),
      animal_name: animalNameField,
      animal_date_of_birth: animalBirthDateField(context),
      passport_nr: textField(limits.passportMax).optional(),
      current_animal_location: textField(limits.locationMax),
      is_animal_healthy: yesNoField,
      new_gender: genderField,
      new_last_name: nameField,
      new_first_name: nameField,
      // the new owner's, who becomes the policyholder
      owner_date_of_birth: ownerBirthDateField(context),
      ...prefixed('new_', addressBlock),
      new_email: emailField,
      new_email_confirmation: emailField,
      new_phone: phoneField,
      remark: textField(formLimits.messageMax).optional(),
    }),
    'new_email',
  ).overwrite((data) => {
    data.new_address = mergeStreetNumber(data.new_address, data.new_streetNumber);
    return omit(data, 'new_streetNumber');
  });

// ---------------------------------------------------------------------------------------------
// Animal-species form: POST help/animal-form (also the help flow's 'Contactez-nous' form)

export const animalFormSchema = (context: FormContext) =>
  z.object({
    ...requestBlock,
    ...personBlock,
    owner_date_of_birth: ownerBirthDateField(context),
    ...messageBlock,
    animal_name: animalNameField,
    animal_type: animalTypeField(animalFormTypes),
    animal_date_of_birth: animalBirthDateField(context),
    ...documentsBlock,
  });

// ---------------------------------------------------------------------------------------------
// Callback: POST callback (spec 002 §7: name, phone, locale)

export const callbackSchema = fixed(() =>
  z.object({ locale: requestBlock.locale, name: nameField, phone: phoneField }),
);

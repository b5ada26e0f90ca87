/**
 * Business constants of the claim declaration (spec 001 §2.1, §3, §5, §9). The server and the
 * web read them from here.
 */

export const claimTypes = ['new', 'request-email', 'existing'] as const;
export type ClaimType = (typeof claimTypes)[number];
/** The final-screen variant of a request-email whose claim is closed (spec 001 §4). */
export const requestEmailClosedType = 'request-email-closed';

export const claimCaseTypes = [
  'accident',
  'disease',
  'vaccination',
  'prevention',
  'death-disability',
] as const;
export type ClaimCaseType = (typeof claimCaseTypes)[number];
/** spec 001 §2.1 step 2: death and invalidity have no online path (e-mail to the claims address). */
export const offlineCaseTypes: readonly ClaimCaseType[] = ['death-disability'];

// spec 001 §2.1 step 3 and §4: fields asked only for some case types
export const accidentOnlyFields = [
  'case_time',
  'third_party_involved',
  'address',
  'zip',
  'city',
  'has_second_insurance',
] as const;
export const accidentAndDiseaseFields = ['has_had_similar_problem', 'animal_is_cured'] as const;
export type CaseDetailField =
  | (typeof accidentOnlyFields)[number]
  | (typeof accidentAndDiseaseFields)[number];

/** The step-3 fields asked for a case type (besides case_date, always asked). */
export function caseDetailFieldsOf(caseType: ClaimCaseType): readonly CaseDetailField[] {
  if (caseType === 'accident') return [...accidentOnlyFields, ...accidentAndDiseaseFields];
  if (caseType === 'disease') return accidentAndDiseaseFields;
  return [];
}

export const claimDocumentTypes = ['invoice', 'report', 'other'] as const;
export type ClaimDocumentType = (typeof claimDocumentTypes)[number];
/** The groups of the documents call (spec 001 §7) and the document type each one holds. */
export const claimDocumentGroups = {
  invoices: 'invoice',
  reports: 'report',
  others: 'other',
} as const satisfies Record<string, ClaimDocumentType>;
export type ClaimDocumentGroup = keyof typeof claimDocumentGroups;

/**
 * The server steps of a declaration: the step number stored once a call is accepted. A call
 * needs the previous one for the same user_token (a new claim goes through all of them; an
 * existing claim goes from init straight to documents).
 */
export const claimSteps = {
  init: 1,
  'type-selection': 2,
  'case-detail': 3,
  description: 4,
  'bank-info': 5,
  documents: 6,
} as const;
export type ClaimStep = keyof typeof claimSteps;

// spec 001 §2.1 and §9: step counts shown by the indicator
export const newClaimStepCount = 7;
export const existingClaimStepCount = 3;

// spec 001 §5 and §9: limits
export const claimLimits = {
  policyIdMax: 10,
  nameMax: 100,
  animalNameMax: 100,
  emailMax: 254,
  descriptionMax: 999,
  diagnosticMax: 99,
  bankAccountNameMax: 100,
  addressMax: 200,
  cityMax: 100,
  zipMin: 1000,
  zipMax: 9999,
  /** Highest invoice amount accepted in CHF: a typo guard, far above any veterinary bill. */
  invoiceAmountMax: 1_000_000,
  /** Documents in one declaration (they are all attached to the claims-inbox e-mail). */
  documentsMax: 20,
} as const;

// spec 001 §5 and §9: uploads
export const uploadLimits = {
  maxFileBytes: 8 * 1024 * 1024,
  /** Files per upload request: the widget sends a selection at once; more is refused whole. */
  maxFilesPerRequest: 10,
  acceptedExtensions: ['.pdf', '.jpg', '.jpeg'],
} as const;

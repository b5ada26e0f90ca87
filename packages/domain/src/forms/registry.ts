import type { z } from 'zod';
import type { FormSubmissionKind } from '../backoffice/workflows';
import type { Locale } from '../locale';
import type { MessageKey } from '../messages/translate';
import { type FormCategoryKey, type FormRouting, findCategory, formCategories } from './categories';
import type { CategoryPair, FormContext } from './fields';
import {
  type ChallengeProduct,
  challengeProducts,
  jobApplicationRetentionDays,
} from './public-constants';
import {
  animalFormSchema,
  callbackSchema,
  challengeSchema,
  chiDrawSchema,
  dogDrawSchema,
  jobApplicationSchema,
  offerRequestSchema,
  ownershipTransferSchema,
  partnerOfferRequestSchema,
  summerContestSchema,
} from './public-schemas';
import {
  adaptationsSchema,
  addressUpdateRequestSchema,
  billingQuestionSchema,
  cancelContractSchema,
  claimRevaluationSchema,
  contactFormSchema,
  contactMultiSchema,
  contractChangeProductDogCatSchema,
  contractChangeProductHorseSchema,
  contractDocumentInformationsSchema,
  contractUpdateRequestSchema,
  correspondanceSchema,
  costCoverageSchema,
  newProductsFormSchema,
  partnerFormSchema,
  primeFormSchema,
  returnOfferSchema,
  simpleFormSchema,
  updateEmailSchema,
  updateIbanSchema,
} from './schemas';

/**
 * The form registry, read by the server (one route per form, validation, storage, e-mails) and
 * by the web (schema for the resolver, path for the call, category to send, success text). A new
 * form is a schema in schemas.ts and one entry here (plus its title in messages/fr/forms.ts and
 * de/forms.ts).
 */

/**
 * The success texts of spec 001 §8 (the contract one, or the one naming the host) and of
 * spec 002 (offer request, callback; decisions.md for contests, challenge and job application).
 */
const successKeys = {
  contract: 'forms.success.contract',
  host: 'forms.success.host',
  offer: 'forms.success.offer',
  callback: 'forms.success.callback',
  contest: 'forms.success.contest',
  challenge: 'forms.success.challenge',
  job: 'forms.success.job',
} as const satisfies Record<string, MessageKey>;

/** The customer's acknowledgement: a request, a contest entry or a job application. */
const acknowledgementKeys = {
  request: 'forms.mail.ack.text',
  entry: 'forms.mail.ack.entry_text',
  application: 'forms.mail.ack.application_text',
} as const satisfies Record<string, MessageKey>;

/** Which uploads a form takes: the claim and help documents (PDF, JPEG), or the job files. */
export const documentPurposes = ['general', 'job-application'] as const;
export type DocumentPurpose = (typeof documentPurposes)[number];

interface FormEntry {
  schema: (context: FormContext) => z.ZodObject;
  /**
   * The category pair sent when the page gives none (and always when `isCategoryFixed`); its
   * routing says which inbox handles the form (see also `isRoutedByCategory`).
   */
  category: FormCategoryKey;
  /** The API path under /api; `help/{name}` unless given (spec 001 §7). */
  path?: string;
  /** spec 001 §8: 'contract' for the partner and premium forms, 'host' (default) otherwise. */
  success?: keyof typeof successKeys;
  /** The form has its own category (spec 001 §3: partner, premium, correspondence, complaint). */
  isCategoryFixed?: boolean;
  /** Multi-topic forms: a known category pair sent by the page chooses the inbox. */
  isRoutedByCategory?: boolean;
  /** The field holding the customer's address for the acknowledgement; null sends none. */
  acknowledgeTo?: string | null;
  acknowledgement?: keyof typeof acknowledgementKeys;
  /** The fields holding upload ids (default `documents` when the schema has it). */
  documentFields?: readonly string[];
  documentPurpose?: DocumentPurpose;
  /** One entry per e-mail address per contest edition; closed after the draw (decisions.md). */
  isContestEntry?: boolean;
  /** Deleted with its files this many days after it was sent (spec 002 §5: jobs, one year). */
  retentionDays?: number;
  /**
   * The back office's kind (inbox, workflow, which roles see it): `help-request` by default
   * (the help centre's and contract forms); the public forms of spec 002 say theirs.
   */
  inboxKind?: FormSubmissionKind;
}

/** spec 002 §7 help/challenge-{product}: one form per challenge, its category preset. */
const challengeEntries = Object.fromEntries(
  challengeProducts.map((product) => [
    `challenge-${product}`,
    {
      schema: challengeSchema,
      category: `challenge.${product}`,
      success: 'challenge',
      isCategoryFixed: true,
      // a registration for a marketing event, worked like a contest entry (decisions.md)
      inboxKind: 'contest-entry',
    },
  ]),
) as unknown as Record<`challenge-${ChallengeProduct}`, FormEntry>;

// biome-ignore format: one line per form, so that adding a form is adding a line
const helpEntries = {
  // spec 001 §7 help/… forms
  'partner-form': { schema: partnerFormSchema, category: 'partner', success: 'contract', isCategoryFixed: true },
  'prime-form': { schema: primeFormSchema, category: 'prime', success: 'contract', isCategoryFixed: true },
  'new-products-form': { schema: newProductsFormSchema, category: 'new-products' },
  'claim-revaluation': { schema: claimRevaluationSchema, category: 'claims.revaluation' },
  'contract-document-informations': { schema: contractDocumentInformationsSchema, category: 'contract.document' },
  'contract-change-product-horse': { schema: contractChangeProductHorseSchema, category: 'contract.product-change' },
  'contract-change-product-dog-cat': { schema: contractChangeProductDogCatSchema, category: 'contract.product-change' },
  'update-iban': { schema: updateIbanSchema, category: 'contract.iban' },
  'update-email': { schema: updateEmailSchema, category: 'contract.email' },
  'return-offer': { schema: returnOfferSchema, category: 'offers.return' },
  'cancel-contract': { schema: cancelContractSchema, category: 'contract.cancellation' },
  'contact-multi': { schema: contactMultiSchema, category: 'media', isRoutedByCategory: true },
  'demande-prise-en-charge': { schema: costCoverageSchema, category: 'claims.cost-coverage' },
  'simple-form': { schema: simpleFormSchema, category: 'contract.request', isRoutedByCategory: true },
  adaptations: { schema: adaptationsSchema, category: 'adaptations' },
  'billing-question': { schema: billingQuestionSchema, category: 'contract.billing' },
  correspondance: { schema: correspondanceSchema, category: 'correspondance', isCategoryFixed: true },
  // spec 001 §7 help/{form}: the client contact form under the name its page chooses
  reclamation: { schema: contactFormSchema, category: 'complaint', isCategoryFixed: true },
  'conseils-produits': { schema: contactFormSchema, category: 'advice' },
  'comprehension-decompte': { schema: contactFormSchema, category: 'claims.statement' },
  'demande-abattage': { schema: contactFormSchema, category: 'claims.slaughter' },
  // spec 001 §7 contract calls outside help/
  'contract-update-request': { path: 'contract-update-request', schema: contractUpdateRequestSchema, category: 'contract.update' },
  'address-update-request': { path: 'address-update-request', schema: addressUpdateRequestSchema, category: 'contract.address' },
} as const satisfies Record<string, FormEntry>;

// biome-ignore format: one line per form, so that adding a form is adding a line
const publicEntries = {
  // spec 002 §7
  'offer-request': { path: 'offer-request', schema: offerRequestSchema, category: 'offers.request', success: 'offer', inboxKind: 'offer-request' },
  'offer-request-generali': { path: 'offer-request/generali', schema: partnerOfferRequestSchema, category: 'offers.partner-insurer', success: 'offer', isCategoryFixed: true, acknowledgeTo: 'agent_email', inboxKind: 'offer-request' },
  'summer-contest': { path: 'summer-contest', schema: summerContestSchema, category: 'contest.summer', success: 'contest', isCategoryFixed: true, isContestEntry: true, acknowledgement: 'entry', inboxKind: 'contest-entry' },
  'tirage-au-sort-canin': { path: 'tirage-au-sort-canin', schema: dogDrawSchema, category: 'contest.dog', success: 'contest', isCategoryFixed: true, isContestEntry: true, acknowledgement: 'entry', inboxKind: 'contest-entry' },
  'chi2024-form': { schema: chiDrawSchema, category: 'contest.chi', success: 'contest', isCategoryFixed: true, isContestEntry: true, acknowledgement: 'entry', inboxKind: 'contest-entry' },
  ...challengeEntries,
  'job-application': { schema: jobApplicationSchema, category: 'jobs.application', success: 'job', isCategoryFixed: true, acknowledgement: 'application', documentFields: ['cv', 'letter', 'documents'], documentPurpose: 'job-application', retentionDays: jobApplicationRetentionDays, inboxKind: 'job-application' },
  // a change of policyholder on a policy: a contract request (decisions.md "Inbox kinds")
  'ownership-transfer-request': { path: 'ownership-transfer-request', schema: ownershipTransferSchema, category: 'contract.ownership', success: 'contract', inboxKind: 'help-request' },
  // a prospect asking cover for another species: an offer request of the sales team
  'animal-form': { schema: animalFormSchema, category: 'offers.species', inboxKind: 'offer-request' },
  callback: { path: 'callback', schema: callbackSchema, category: 'offers.callback', success: 'callback', isCategoryFixed: true, acknowledgeTo: null, inboxKind: 'callback' },
} as const satisfies Record<string, FormEntry>;

const entries = { ...helpEntries, ...publicEntries };

export type FormName = keyof typeof entries;

export interface FormDefinition {
  name: FormName;
  /** Under /api, e.g. `help/partner-form`, `contract-update-request`. */
  path: string;
  schema: (context: FormContext) => z.ZodObject;
  /** The title of the request in e-mails and the back office: `forms.title.{name}`. */
  titleKey: string;
  successKey: MessageKey;
  routing: FormRouting;
  isRoutedByCategory: boolean;
  category: Record<Locale, CategoryPair>;
  isCategoryFixed: boolean;
  /** The schema has upload fields (uploaded documents are linked and attached). */
  acceptsDocuments: boolean;
  /** The fields holding upload ids, e.g. ['documents'], ['cv', 'letter', 'documents']. */
  documentFields: readonly string[];
  documentPurpose: DocumentPurpose;
  acknowledgeTo: string | null;
  acknowledgementKey: MessageKey;
  isContestEntry: boolean;
  retentionDays: number | null;
  /** The back office's kind of its submissions (decisions.md "Inbox kinds"). */
  inboxKind: FormSubmissionKind;
}

/** Any fixed date: only the shape of the schema is read here. */
const shapeContext: FormContext = { today: '2000-01-01' };

function define(name: FormName, entry: FormEntry): FormDefinition {
  const category = formCategories[entry.category];
  // read from the schema when first asked (the server, on a submission): building every form's
  // schema when the registry loads was the longest task of a public form's page on a phone
  // (issue 14); a page builds only the schema of its own form
  let documentFields: readonly string[] | undefined;
  const documentFieldsOf = () => {
    documentFields ??=
      entry.documentFields ??
      ('documents' in entry.schema(shapeContext).shape ? ['documents'] : []);
    return documentFields;
  };
  return {
    name,
    path: entry.path ?? `help/${name}`,
    schema: entry.schema,
    titleKey: `forms.title.${name}`,
    successKey: successKeys[entry.success ?? 'host'],
    routing: category.routing,
    isRoutedByCategory: entry.isRoutedByCategory ?? false,
    category: { fr: category.fr, de: category.de },
    isCategoryFixed: entry.isCategoryFixed ?? false,
    get acceptsDocuments() {
      return documentFieldsOf().length > 0;
    },
    get documentFields() {
      return documentFieldsOf();
    },
    documentPurpose: entry.documentPurpose ?? 'general',
    acknowledgeTo: entry.acknowledgeTo === undefined ? 'email' : entry.acknowledgeTo,
    acknowledgementKey: acknowledgementKeys[entry.acknowledgement ?? 'request'],
    isContestEntry: entry.isContestEntry ?? false,
    retentionDays: entry.retentionDays ?? null,
    inboxKind: entry.inboxKind ?? 'help-request',
  };
}

export const formRegistry = Object.fromEntries(
  Object.entries(entries).map(([name, entry]) => [name, define(name as FormName, entry)]),
) as Record<FormName, FormDefinition>;

export const formNames = Object.keys(entries) as FormName[];
/** The help-centre and contract forms of spec 001. */
export const helpFormNames = Object.keys(helpEntries) as HelpFormName[];
export type HelpFormName = keyof typeof helpEntries;
/** The public forms of spec 002. */
export const publicFormNames = Object.keys(publicEntries) as (keyof typeof publicEntries)[];

/** The forms whose submissions are of a back-office kind (its inbox source selects these). */
export function formNamesOfKind(kind: FormSubmissionKind): FormName[] {
  return formNames.filter((name) => formRegistry[name].inboxKind === kind);
}

const byPath = new Map(Object.values(formRegistry).map((form) => [form.path, form]));

/** The form answering an API path (without /api/), e.g. 'help/update-iban'. */
export function formByPath(path: string): FormDefinition | undefined {
  return byPath.get(path);
}

/** The category stored and mailed: the form's own when fixed, else the page's, else the default. */
export function categoryOf(
  form: FormDefinition,
  locale: Locale,
  given: CategoryPair | undefined,
): CategoryPair {
  if (form.isCategoryFixed || !given) return form.category[locale];
  return given;
}

/** Who handles a submission: the form's routing, or its category's for multi-topic forms. */
export function routingOf(form: FormDefinition, category: CategoryPair): FormRouting {
  if (!form.isRoutedByCategory) return form.routing;
  return findCategory(category)?.routing ?? form.routing;
}

import type { FormCategoryKey } from '../forms/categories';
import type { cancellationAnimalTypes, helpAnimalTypes } from '../forms/constants';
import { helpContactAnimalTypes } from '../forms/public-constants';
import type { HelpFormName } from '../forms/registry';
import type { Locale } from '../locale';
import type { RouteName } from '../routes';
import { type HelpPage, type HelpRouteName, helpSectionId } from './pages';

/**
 * The help centre as data (spec 001 §2.2): its pages, the subjects of each page (step 2) with
 * their slugs, and what each subject offers in step 3: a form, agent information, or links.
 * The web renders it, the server answers 404 for a slug it does not know, the language switch
 * translates the slugs. Subject titles are texts of the web catalogues
 * (`help.{page}.{subject}.title`); the category pair a form sends is the registry's
 * (`forms/categories.ts`), so that the inbox and the e-mails read the same labels.
 */

/** spec 001 §2.2: the method parameter, 'form' or 'agent-info' (the same in both languages). */
export const helpMethods = ['form', 'agent-info'] as const;
export type HelpMethod = (typeof helpMethods)[number];

/** Where a link of the help centre leads (decisions.md "Help centre links"). */
export type HelpLink =
  /** A page of the site (offer pages, subscription, claim declaration, claim status). */
  | { kind: 'route'; route: RouteName; query?: Record<string, string> }
  /** The phone appointment booking, one address per language (brand.appointmentUrl). */
  | { kind: 'appointment' }
  /** A page of the customer area (see customerAreaRoutes). */
  | { kind: 'customer-area'; page: CustomerAreaPage; query?: Record<string, string> };

export type HelpLinkRole = 'offer' | 'appointment' | 'external-form' | 'customer-area' | 'page';

export interface HelpLinkOption {
  link: HelpLink;
  /** What the link is for the user (its label in the web: `help.link.{role}`). */
  role: HelpLinkRole;
}

/**
 * The forms a help subject shows in step 4: those of spec 001 and the animal form of spec 002,
 * which is also "the animal help form titled 'Contactez-nous' (step 4 of the help flow)".
 */
export type HelpCentreFormName = HelpFormName | 'animal-form';

export interface HelpFormChoice {
  name: HelpCentreFormName;
  /** The category pair sent (registry default when absent or when the form has its own). */
  category?: FormCategoryKey;
  /** The animal types the form offers on this subject (the first one is preselected). */
  animalTypes?: readonly (
    | (typeof helpAnimalTypes)[number]
    | (typeof cancellationAnimalTypes)[number]
    | (typeof helpContactAnimalTypes)[number]
  )[];
}

export interface HelpSubject {
  /** Stable key: texts `help.{page}.{key}.*`. */
  key: string;
  /** The route parameter `page` per language; absent for a subject that is a plain link. */
  slug?: Record<Locale, string>;
  /** A subject that is only a link (step 2 leads straight to it). */
  link?: HelpLinkOption;
  /** Step 3, in the order shown: links first, then agent information, then the form. */
  links?: readonly HelpLinkOption[];
  hasAgentInfo?: boolean;
  form?: HelpFormChoice;
}

/** The customer-area pages the help centre links to (decisions.md "Help centre links"). */
export const customerAreaPages = ['contract-change', 'address-change'] as const;
export type CustomerAreaPage = (typeof customerAreaPages)[number];
export const customerAreaRoutes: Record<CustomerAreaPage, RouteName> = {
  'contract-change': 'customer-area.contract-change',
  'address-change': 'customer-area.address-change',
};

/**
 * spec 001 §2.2 "a=cn-ct" (dogs and cats) and "a=cv" (horses and other animals): the line of
 * business of the contract an owner change is about, read by the contract-change page.
 */
export const ownerChangeLines = ['cn-ct', 'cv'] as const;
export type OwnerChangeLine = (typeof ownerChangeLines)[number];

const same = (slug: string): Record<Locale, string> => ({ fr: slug, de: slug });
const both = (fr: string, de: string): Record<Locale, string> => ({ fr, de });
const route = (name: RouteName, query?: Record<string, string>): HelpLink =>
  query ? { kind: 'route', route: name, query } : { kind: 'route', route: name };
const appointment: HelpLinkOption = { link: { kind: 'appointment' }, role: 'appointment' };
const offer = (name: RouteName): HelpLinkOption => ({ link: route(name), role: 'offer' });

export const helpSubjects: Record<HelpPage, readonly HelpSubject[]> = {
  // spec 001 §2.2 help.conseils-produits: the slugs are given once, for both languages
  'conseils-produits': [
    {
      key: 'dog',
      slug: same('assurance-pour-chien'),
      links: [offer('offers-dogs'), appointment],
      form: { name: 'conseils-produits', category: 'advice.dog', animalTypes: ['Chiens'] },
    },
    {
      key: 'cat',
      slug: same('assurance-pour-chat'),
      links: [offer('offers-cats'), appointment],
      form: { name: 'conseils-produits', category: 'advice.cat', animalTypes: ['Chats'] },
    },
    {
      key: 'horse',
      slug: same('assurance-pour-cheval'),
      links: [offer('offers-horses')],
      hasAgentInfo: true,
      form: { name: 'conseils-produits', category: 'advice.horse', animalTypes: ['Chevaux'] },
    },
    {
      key: 'farm',
      slug: same('assurance-pour-animaux-de-ferme'),
      links: [offer('offers-farm-animals')],
      hasAgentInfo: true,
      // spec 002 §2: the animal help form titled 'Contactez-nous', with its own animal types
      form: {
        name: 'animal-form',
        category: 'advice.farm',
        animalTypes: helpContactAnimalTypes,
      },
    },
    {
      key: 'other',
      slug: same('autre'),
      hasAgentInfo: true,
      form: { name: 'conseils-produits', category: 'advice.other', animalTypes: ['Autres'] },
    },
  ],
  // spec 001 §2.2 offers: a new offer is the subscription; an offer to return is a form
  offres: [
    { key: 'new', link: { link: route('subscription-step-1'), role: 'page' } },
    {
      key: 'return',
      slug: both('offre-a-retourner', 'offerte-zuruecksenden'),
      form: { name: 'return-offer', category: 'offers.return' },
    },
  ],
  // spec 001 §2.2 help.mon-contrat: the table's rows in its order, then the forms of §3 the
  // table does not place (decisions.md "Help centre subjects")
  'mon-contrat': [
    {
      key: 'address',
      slug: both('changer-d-adresse', 'adresse-andern'),
      links: [{ link: { kind: 'customer-area', page: 'address-change' }, role: 'external-form' }],
    },
    {
      key: 'email',
      slug: both('changer-d-email', 'email-andern'),
      form: { name: 'update-email', category: 'contract.email' },
    },
    {
      key: 'iban',
      slug: both('changer-d-iban', 'iban-andern'),
      form: { name: 'update-iban', category: 'contract.iban' },
    },
    {
      key: 'owner-pet',
      slug: both('changer-de-proprietaire-chien-chat', 'eigentumer-andern-hund-katz'),
      links: [
        {
          link: { kind: 'customer-area', page: 'contract-change', query: { a: 'cn-ct' } },
          role: 'customer-area',
        },
      ],
    },
    {
      key: 'owner-horse',
      slug: both('changer-de-proprietaire', 'eigentumer-andern'),
      links: [
        {
          link: { kind: 'customer-area', page: 'contract-change', query: { a: 'cv' } },
          role: 'customer-area',
        },
      ],
      hasAgentInfo: true,
    },
    {
      key: 'document',
      slug: both('document', 'dokument'),
      form: { name: 'contract-document-informations', category: 'contract.document' },
    },
    {
      key: 'billing',
      slug: both('facturation', 'rechnung'),
      links: [appointment],
      form: { name: 'billing-question', category: 'contract.billing' },
    },
    {
      key: 'cancel-horse',
      slug: both('demande-resiliation-chevaux', 'vertragskundigung-beantragen-pferde'),
      hasAgentInfo: true,
      form: {
        name: 'cancel-contract',
        category: 'contract.cancellation',
        animalTypes: ['Chevaux', 'Bovins', 'Autres'],
      },
    },
    {
      key: 'cancel-pet',
      slug: both('demande-resiliation', 'vertragskundigung-beantragen'),
      form: {
        name: 'cancel-contract',
        category: 'contract.cancellation',
        animalTypes: ['Chiens', 'Chats'],
      },
    },
    {
      key: 'product-horse',
      slug: both('changement-produit-chevaux-autres', 'produktwechsel-pferde-sonstige'),
      hasAgentInfo: true,
      form: { name: 'contract-change-product-horse', category: 'contract.product-change' },
    },
    {
      key: 'product-pet',
      slug: both('changement-produit-chiens-chats', 'produktwechsel-hund-katz'),
      links: [appointment],
      form: { name: 'contract-change-product-dog-cat', category: 'contract.product-change' },
    },
    {
      key: 'modify',
      link: { link: { kind: 'customer-area', page: 'contract-change' }, role: 'customer-area' },
    },
    {
      key: 'premium',
      slug: both('adaptation-de-prime', 'praemienanpassung'),
      form: { name: 'prime-form' },
    },
    {
      key: 'adaptations',
      slug: both('question-adaptation', 'frage-anpassung'),
      form: { name: 'adaptations', category: 'adaptations' },
    },
    {
      key: 'new-products',
      slug: both('nouveaux-produits', 'neue-produkte'),
      form: { name: 'new-products-form', category: 'new-products' },
    },
    {
      key: 'certificate',
      slug: both('attestation', 'bestaetigung'),
      form: { name: 'simple-form', category: 'contract.certificate' },
    },
    {
      key: 'correspondence',
      slug: both('correspondance', 'korrespondenz'),
      form: { name: 'correspondance' },
    },
  ],
  // spec 001 §2.2 help.sinistres: slugs given once, for both languages
  sinistres: [
    {
      key: 'new-claim',
      slug: same('nouveau-sinistre-ou-pieces-a-telecharger'),
      link: { link: route('declaration-step-1'), role: 'page' },
    },
    {
      key: 'statement',
      slug: same('comprehension-decompte'),
      form: { name: 'comprehension-decompte', category: 'claims.statement' },
    },
    {
      key: 'revaluation',
      slug: same('demande-reevaluation'),
      form: { name: 'claim-revaluation', category: 'claims.revaluation' },
    },
    {
      key: 'slaughter',
      slug: same('demande-abattage'),
      hasAgentInfo: true,
      form: { name: 'demande-abattage', category: 'claims.slaughter' },
    },
    {
      key: 'cost-coverage',
      slug: same('demande-prise-en-charge'),
      form: { name: 'demande-prise-en-charge', category: 'claims.cost-coverage' },
    },
  ],
  // spec 001 §2.2 complaint: one category; 'Nous contacter par e-mail' is the contact form
  reclamation: [
    {
      key: 'complaint',
      slug: both('reclamation', 'reklamation'),
      form: { name: 'reclamation' },
    },
  ],
  // spec 001 §2.2 help.contact: media, sponsoring, amelioration; brokers and partners too
  contact: [
    {
      key: 'media',
      slug: same('media'),
      form: { name: 'contact-multi', category: 'media' },
    },
    {
      key: 'sponsoring',
      slug: same('sponsoring'),
      form: { name: 'contact-multi', category: 'sponsoring' },
    },
    {
      key: 'amelioration',
      slug: same('amelioration'),
      form: { name: 'contact-multi', category: 'amelioration' },
    },
    {
      key: 'partner',
      slug: both('partenaires', 'partner'),
      form: { name: 'partner-form' },
    },
  ],
};

/** The tiles of the hub (spec 001 §2.2): five help pages and the FAQ. */
export const helpTiles = [
  { key: 'advice', route: 'help.conseils-produits' },
  { key: 'offers', route: 'help.offres' },
  { key: 'contract', route: 'help.mon-contrat' },
  { key: 'claims', route: 'help.sinistres' },
  { key: 'other', route: 'help.contact' },
  { key: 'faq', route: 'faq' },
] as const satisfies readonly { key: string; route: RouteName }[];
export type HelpTileKey = (typeof helpTiles)[number]['key'];

/** The tile a help page belongs to: the complaint page is one of the "other" subjects. */
export function tileOfPage(page: HelpPage): HelpTileKey {
  const tiles: Record<HelpPage, HelpTileKey> = {
    'conseils-produits': 'advice',
    offres: 'offers',
    'mon-contrat': 'contract',
    sinistres: 'claims',
    reclamation: 'other',
    contact: 'other',
  };
  return tiles[page];
}

/** The step-3 choices of a subject that have their own route (method parameter). */
export function methodsOf(subject: HelpSubject): HelpMethod[] {
  const methods: HelpMethod[] = [];
  if (subject.hasAgentInfo) methods.push('agent-info');
  if (subject.form) methods.push('form');
  return methods;
}

export function findSubject(
  page: HelpPage,
  slug: string | undefined,
  locale: Locale,
): HelpSubject | undefined {
  if (slug === undefined) return undefined;
  return helpSubjects[page].find((subject) => subject.slug?.[locale] === slug);
}

export interface HelpState {
  page: HelpPage;
  subject?: HelpSubject;
  method?: HelpMethod;
}

/**
 * The state a help path carries (spec 001 §2.2: "the state is restored from the route on
 * load"), or null when its subject or method does not exist there: the page is then a 404.
 */
export function helpStateOf(
  page: HelpPage,
  params: { page?: string | undefined; method?: string | undefined },
  locale: Locale,
): HelpState | null {
  if (params.page === undefined) return params.method === undefined ? { page } : null;
  const subject = findSubject(page, params.page, locale);
  if (!subject) return null;
  if (params.method === undefined) return { page, subject };
  const method = methodsOf(subject).find((candidate) => candidate === params.method);
  return method ? { page, subject, method } : null;
}

/**
 * A help path whose subject slug is the other language's (the language switch keeps the slug it
 * had): the parameters with this language's slug, or null when there is nothing to translate.
 */
export function translatedHelpParams(
  page: HelpPage,
  params: { page?: string | undefined; method?: string | undefined },
  locale: Locale,
): { page: string; method?: string | undefined } | null {
  if (params.page === undefined || findSubject(page, params.page, locale)) return null;
  const other: Locale = locale === 'fr' ? 'de' : 'fr';
  const slug = findSubject(page, params.page, other)?.slug?.[locale];
  return slug ? { ...params, page: slug } : null;
}

/**
 * The contract-update form's `policy_type` for each line of business (sent as the French label,
 * like the animal types of the help forms).
 */
export const policyTypeOfLine: Record<OwnerChangeLine, string> = {
  'cn-ct': 'Chiens et chats',
  cv: 'Chevaux et autres animaux',
};

export function isOwnerChangeLine(value: unknown): value is OwnerChangeLine {
  return typeof value === 'string' && (ownerChangeLines as readonly string[]).includes(value);
}

const adviceSubjectOfLine: Record<'dog' | 'cat' | 'horse', string> = {
  dog: 'dog',
  cat: 'cat',
  horse: 'horse',
};

/**
 * The product-advice form for an animal one subscribes for (the subscription's "online
 * subscription is not possible" message leads there): route parameters and section.
 */
export function adviceFormOf(
  businessLine: 'dog' | 'cat' | 'horse',
  locale: Locale,
): { route: HelpRouteName; params: { page: string; method: HelpMethod }; hash: string } {
  const subject = helpSubjects['conseils-produits'].find(
    (candidate) => candidate.key === adviceSubjectOfLine[businessLine],
  );
  return {
    route: 'help.conseils-produits',
    params: { page: subject?.slug?.[locale] ?? '', method: 'form' },
    hash: helpSectionId(locale, 4),
  };
}

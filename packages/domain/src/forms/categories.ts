import type { Locale } from '../locale';
import type { CategoryPair } from './fields';
import { type ChallengeProduct, challengeProducts, challenges } from './public-constants';

/**
 * Category pairs of labels the help pages give their forms (spec 001 §2.2: "Forms receive a
 * category pair of labels, for example ['Mon contrat', subject title]"), and the insurer team
 * that handles each topic. The pages send these labels; the registry gives each form its default.
 */

/** Who handles a request (decisions.md "Inbox routing"); each routing has one configured inbox. */
export const formRoutings = [
  'contract',
  'claims',
  'complaints',
  'partner',
  'media',
  'offers',
  'marketing',
  'hr',
] as const;
export type FormRouting = (typeof formRoutings)[number];

/** The inbox of each routing: complaints go to the management (spec 001 §2.2 'Direction'). */
export const inboxOfRouting = {
  contract: 'insurer',
  claims: 'claims',
  complaints: 'management',
  partner: 'partner',
  media: 'media',
  // spec 002: offer requests go where the wizard's offers go (INSURER_INBOX)
  offers: 'insurer',
  marketing: 'marketing',
  hr: 'hr',
} as const satisfies Record<FormRouting, string>;
export type FormInbox = (typeof inboxOfRouting)[FormRouting];

export interface FormCategory {
  fr: CategoryPair;
  de: CategoryPair;
  routing: FormRouting;
}

const contract = (fr: string, de: string): FormCategory => ({
  fr: ['Mon contrat', fr],
  de: ['Mein Vertrag', de],
  routing: 'contract',
});
const claims = (fr: string, de: string): FormCategory => ({
  fr: ['Sinistres', fr],
  de: ['Schäden', de],
  routing: 'claims',
});
const contact = (fr: string, de: string, routing: FormRouting): FormCategory => ({
  fr: ['Contact', fr],
  de: ['Kontakt', de],
  routing,
});
const advice = (fr: string, de: string): FormCategory => ({
  fr: ['Conseils produits', fr],
  de: ['Produktberatung', de],
  routing: 'contract',
});
const form = (fr: string, de: string, routing: FormRouting): FormCategory => ({
  fr: ['Formulaire', fr],
  de: ['Formular', de],
  routing,
});

const offers = (fr: string, de: string): FormCategory => ({
  fr: ['Offres', fr],
  de: ['Angebote', de],
  routing: 'offers',
});
const contest = (fr: string, de: string): FormCategory => ({
  fr: ['Concours', fr],
  de: ['Wettbewerb', de],
  routing: 'marketing',
});

export const formCategories = {
  // spec 001 §3: the partner, premium and correspondence forms' own pairs
  partner: form('Partenaire', 'Partner', 'partner'),
  prime: form('Prime', 'Prämie', 'contract'),
  correspondance: form('Correspondance', 'Korrespondenz', 'contract'),
  'new-products': form('Nouveaux produits', 'Neue Produkte', 'contract'),
  adaptations: form('Adaptations', 'Anpassungen', 'contract'),
  // spec 001 §2.2 help.mon-contrat subjects
  'contract.email': contract('Changement d’e-mail', 'E-Mail-Änderung'),
  'contract.iban': contract('Changement d’IBAN', 'IBAN-Änderung'),
  'contract.address': contract('Changement d’adresse', 'Adressänderung'),
  'contract.document': contract('Document ou information à ajouter', 'Dokument oder Information'),
  'contract.billing': contract('Facturation', 'Rechnung'),
  'contract.cancellation': contract('Demande de résiliation', 'Vertragskündigung'),
  'contract.product-change': contract('Changement de produit', 'Produktwechsel'),
  'contract.update': contract('Modifier un contrat', 'Vertrag ändern'),
  'contract.owner-change': contract('Changement de propriétaire', 'Eigentümerwechsel'),
  'contract.request': contract('Demande', 'Anfrage'),
  'contract.certificate': contract('Attestation d’assurance', 'Versicherungsbestätigung'),
  // spec 001 §2.2 help.sinistres topics
  'claims.statement': claims('Compréhension du décompte', 'Verständnis der Abrechnung'),
  'claims.revaluation': claims('Demande de réévaluation', 'Antrag auf Neubeurteilung'),
  'claims.slaughter': claims('Demande d’abattage', 'Antrag auf Schlachtung'),
  'claims.cost-coverage': claims('Demande de prise en charge', 'Kostengutsprache'),
  // spec 001 §2.2 offers and product advice
  'offers.return': {
    fr: ['Offres', 'Offre à retourner'],
    de: ['Angebote', 'Angebot zurücksenden'],
    routing: 'contract',
  },
  advice: {
    fr: ['Conseils produits', 'Formulaire'],
    de: ['Produktberatung', 'Formular'],
    routing: 'contract',
  },
  'advice.dog': advice('Assurance pour chien', 'Hundeversicherung'),
  'advice.cat': advice('Assurance pour chat', 'Katzenversicherung'),
  'advice.horse': advice('Assurance pour cheval', 'Pferdeversicherung'),
  'advice.farm': advice('Assurance pour animaux de ferme', 'Versicherung für Bauernhoftiere'),
  'advice.other': advice('Autre animal', 'Anderes Tier'),
  // spec 001 §2.2 complaint: ['Direction','Réclamation']
  complaint: {
    fr: ['Direction', 'Réclamation'],
    de: ['Direktion', 'Reklamation'],
    routing: 'complaints',
  },
  // spec 001 §2.2 help.contact topics: media, sponsoring, amelioration
  media: contact('Médias', 'Medien', 'media'),
  sponsoring: contact('Sponsoring', 'Sponsoring', 'media'),
  amelioration: contact('Suggestion d’amélioration', 'Verbesserungsvorschlag', 'complaints'),
  // spec 002: offers, contests and draws, jobs, ownership transfer, animal species, callback
  'offers.request': offers('Demande d’offre', 'Offertanfrage'),
  'offers.partner-insurer': offers('Demande d’offre intermédiaire', 'Offertanfrage Vermittler'),
  'offers.callback': offers('Rappel offre cheval', 'Rückruf Pferdeofferte'),
  'offers.species': offers('Autres espèces animales', 'Andere Tierarten'),
  'contest.summer': contest('Concours d’été', 'Sommerwettbewerb'),
  'contest.dog': contest('Tirage au sort canin', 'Hunde-Verlosung'),
  // spec 002 §3: "two elements: a form label and the value CHI"
  'contest.chi': {
    fr: ['Tirage au sort CHI Genève', 'CHI'],
    de: ['Verlosung CHI Genf', 'CHI'],
    routing: 'marketing',
  },
  'jobs.application': {
    fr: ['Emploi', 'Candidature'],
    de: ['Stellen', 'Bewerbung'],
    routing: 'hr',
  },
  'contract.ownership': contract('Changement de propriétaire', 'Eigentümerwechsel'),
  // spec 002 §2: "the category is preset to the challenge"
  ...(Object.fromEntries(
    challengeProducts.map((product) => [
      `challenge.${product}`,
      {
        fr: ['Challenge', challenges[product].fr],
        de: ['Challenge', challenges[product].de],
        routing: 'marketing',
      },
    ]),
  ) as Record<`challenge.${ChallengeProduct}`, FormCategory>),
} as const satisfies Record<string, FormCategory>;
export type FormCategoryKey = keyof typeof formCategories;

const normalised = (label: string) => label.trim().toLowerCase().replace(/['’]/g, '’');

/** The known category a pair of labels names, in either language; undefined for a page's own. */
export function findCategory(pair: readonly string[] | undefined): FormCategory | undefined {
  if (pair?.length !== 2) return undefined;
  const [first, second] = pair.map((label) => normalised(String(label)));
  return Object.values(formCategories).find((category: FormCategory) =>
    (['fr', 'de'] as Locale[]).some(
      (locale) =>
        normalised(category[locale][0]) === first && normalised(category[locale][1]) === second,
    ),
  );
}

import { claimLimits } from '../claims/constants';

/**
 * Values and limits of the help-centre and contract forms (spec 001 §3, §5, §9). The browser and
 * the server read them from here; values sent over the API are the spec's French values, the
 * pages show translated labels.
 */

/** spec 001 §3: m (Monsieur), f (Madame). */
export const genders = ['m', 'f'] as const;
export type Gender = (typeof genders)[number];

/** spec 001 §9: animal types of the help forms. */
export const helpAnimalTypes = [
  'Chiens',
  'Chats',
  'Chevaux',
  'Animaux de ferme',
  'Autres',
] as const;
/**
 * spec 001 §3 "Contract document information" lists animal_identification: required for the
 * animals that always carry one in Switzerland (a dog's microchip, a horse's UELN passport),
 * optional for cats (no chip requirement, as in the subscription, spec 000 §5), farm animals and
 * others (decisions.md "Required fields where the spec is silent").
 */
export const identifiedAnimalTypes = ['Chiens', 'Chevaux'] as const;
/** spec 001 §3 "Cancellation": the help list with cattle instead of farm animals. */
export const cancellationAnimalTypes = ['Chiens', 'Chats', 'Chevaux', 'Bovins', 'Autres'] as const;
/** spec 001 §3 "Horse product change": Chevaux or Autres. */
export const horseProductChangeAnimalTypes = ['Chevaux', 'Autres'] as const;
/** spec 001 §2.2 "Product change (dogs, cats)". */
export const dogCatAnimalTypes = ['Chiens', 'Chats'] as const;
/** spec 001 §3 "Cost coverage": dog, cat, other (the help list's values). */
export const costCoverageAnimalTypes = ['Chiens', 'Chats', 'Autres'] as const;

/** spec 001 §3 and §9: payment modes of the billing question. */
export const paymentModes = ['Annuel', 'Semestriel', 'Trimestriel'] as const;

/** spec 001 §3 "Partner form": choices; a trailing '*' asks for the policy number. */
export const partnerChoices = [
  'Accord partenariat',
  'Information sur commission/décompte',
  "Soumettre contrat d'assurance",
  'Information sur police existante *',
  'Information sur sinistre des courtiers pour leur client *',
  "Demande d'offre",
] as const;
/** The broker claim choice: it also asks for the client's name and the claim number. */
export const partnerBrokerClaimChoice = partnerChoices[4];

/** spec 001 §3 "Premium form": accept the adaptations, or terminate the contract. */
export const premiumChoices = [
  'Accepter les adaptations',
  'Résilier le contrat d’assurance',
] as const;

/** spec 001 §3 "New-products form". */
export const newProductsChoices = [
  'Accepter les nouvelles conditions',
  'Modifier le contrat',
  'Conseil',
  'Résiliation',
] as const;

/** Address update: how the customer wishes to be contacted (decisions.md "Help forms"). */
export const contactModes = ['email', 'phone', 'post'] as const;

export const formLimits = {
  nameMax: claimLimits.nameMax,
  emailMax: claimLimits.emailMax,
  /** spec 001 §5: text, at most 10 characters. */
  policyIdMax: claimLimits.policyIdMax,
  addressMax: claimLimits.addressMax,
  streetNumberMax: 10,
  cityMax: claimLimits.cityMax,
  zipMin: claimLimits.zipMin,
  zipMax: claimLimits.zipMax,
  companyMax: 150,
  partnerIdMax: 20,
  animalNameMax: claimLimits.animalNameMax,
  animalIdentificationMax: 50,
  messageMax: 2000,
  diagnosticMax: claimLimits.descriptionMax,
  shortTextMax: 100,
  categoryLabelMax: 100,
  bankAccountNameMax: claimLimits.bankAccountNameMax,
  documentsMax: claimLimits.documentsMax,
  /** Plausibility of dates (decisions.md "Help forms"). */
  ownerMinAge: 18,
  /** spec 002 §5 and §9: contests and draws are for participants of 18 or older. */
  participantMinAge: 18,
  ownerMaxAge: 120,
  animalMaxAge: 50,
  cancelDateMaxMonths: 24,
  addressUpdateWindowMonths: 12,
} as const;

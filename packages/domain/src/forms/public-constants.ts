import { brand } from '../brand';
import type { BusinessLine } from '../business-lines';

/**
 * Values and limits of the public forms of spec 002 (contests, draws, challenge, job
 * application, offer requests, ownership transfer, animal form, callback). Values sent over the
 * API are codes or the spec's French values; the pages show translated labels
 * (`forms.value.{field}.{value}` in messages/fr/public-forms.ts).
 */

// ---------------------------------------------------------------------------------------------
// Offer request for other animals (spec 002 §3 "Offer request (other animals)")

/**
 * The animals an offer can be requested for: dog, cat and horse (also subscribable online),
 * cattle, bird and farm animal (offer pages, spec 000 §1) and other species (animal-species list).
 */
export const offerBusinessLines = [
  'dog',
  'cat',
  'horse',
  'cattle',
  'bird',
  'farm_animal',
  'other',
] as const;
export type OfferBusinessLine = (typeof offerBusinessLines)[number];

/** spec 002 §3: race is an entry of the breed catalogue for these, free text otherwise. */
export const catalogueBusinessLines = ['dog', 'cat', 'horse'] as const satisfies BusinessLine[];
export function hasBreedCatalogue(line: unknown): line is BusinessLine {
  return (catalogueBusinessLines as readonly unknown[]).includes(line);
}

/** spec 002 §3: `remark` is asked for farm animal, cattle and bird only. */
export const remarkBusinessLines = ['farm_animal', 'cattle', 'bird'] as const;
/** spec 002 §3: `already_client` is asked for horses only. */
export const alreadyClientBusinessLines = ['horse'] as const;

/** How the requester wishes to be contacted, and when when it is by phone (decisions.md). */
export const contactRequests = ['email', 'phone'] as const;
export const contactPeriods = ['morning', 'afternoon', 'evening', 'anytime'] as const;

// ---------------------------------------------------------------------------------------------
// Partner-insurer offer request (spec 002 §2, §3, §5)

/** spec 002 §3: usages of the partner-insurer offer request. */
export const partnerOfferUsages = ['Loisir', 'Élevage', 'Sport', 'Autre'] as const;

/**
 * spec 002 §2 "Partner-insurer offer request": the animal picker offers dog, cat and horse on the
 * product's own channel; the partner insurer (generali) adds an 'other animals' link to its
 * offer page; any other partner sees dog and cat only.
 */
export function offerAnimalsOf(partnerKey: string | null | undefined): {
  species: readonly BusinessLine[];
  otherAnimalsRoute: 'offers-generali' | null;
} {
  if (!partnerKey || partnerKey === brand.ownPartnerKey) {
    return { species: ['dog', 'cat', 'horse'], otherAnimalsRoute: null };
  }
  if (partnerKey === brand.partnerInsurerKey) {
    return { species: ['dog', 'cat', 'horse'], otherAnimalsRoute: 'offers-generali' };
  }
  return { species: ['dog', 'cat'], otherAnimalsRoute: null };
}

/** The species of `POST offer-request/generali`: the partner insurer's picker (above). */
export const partnerInsurerSpecies = offerAnimalsOf(brand.partnerInsurerKey).species as readonly [
  BusinessLine,
  ...BusinessLine[],
];

// ---------------------------------------------------------------------------------------------
// Contests and prize draws (spec 002 §2, §3, §5, §9)

/** spec 002 §3 and §9: the rider type of the summer contest. */
export const contestRiderTypes = ['loisir', 'sport'] as const;
/** spec 002 §3 and §9: the animals a participant may own. */
export const drawAnimals = ['horse', 'dog', 'cat', 'other'] as const;

/** The forms that are contest entries: one entry per e-mail address per contest and edition. */
export const contestForms = ['summer-contest', 'tirage-au-sort-canin', 'chi2024-form'] as const;
export type ContestForm = (typeof contestForms)[number];

/** spec 002 §9: the CHI draw date (configurable on the server, CHI_DRAW_DATE). */
export const chiDrawDate = '2024-12-20';

// ---------------------------------------------------------------------------------------------
// Challenge registration (spec 002 §2, §3)

/** spec 002 §3: the licence of the rider. */
export const challengeLicenses = ['regional', 'national'] as const;

/**
 * The challenges (`help/challenge-{product}`), each with its category pair (spec 002 §2: "the
 * category is preset to the challenge"). The spec names none: the two show-jumping and dressage
 * series for licensed riders (decisions.md "Challenge registration").
 */
export const challenges = {
  saut: { fr: 'Challenge saut d’obstacles', de: 'Challenge Springen' },
  dressage: { fr: 'Challenge dressage', de: 'Challenge Dressur' },
} as const;
export type ChallengeProduct = keyof typeof challenges;
export const challengeProducts = Object.keys(challenges) as ChallengeProduct[];

// ---------------------------------------------------------------------------------------------
// Job application (spec 002 §3, §5, §9)

export const jobTypes = ['full_time', 'part_time'] as const;
/** spec 002 §9: availability 0 (immediately) to 6 months. */
export const availabilityMonths = [0, 1, 2, 3, 4, 5, 6] as const;
/** spec 002 §9: job application data kept one year. */
export const jobApplicationRetentionDays = 365;

// ---------------------------------------------------------------------------------------------
// Animal form (spec 002 §2, §9)

/** spec 002 §9: llamas, alpacas, birds, fallow deer, ostrich, emus, pigs, other. */
export const speciesAnimalTypes = [
  'Lamas',
  'Alpagas',
  'Oiseaux',
  'Daims',
  'Autruches',
  'Émeus',
  'Cochons',
  'Autres',
] as const;
/** spec 002 §2: the help flow's 'Contactez-nous' animal form. */
export const helpContactAnimalTypes = [
  'Moutons',
  'Chèvres',
  'Bovins',
  'Reines du valais',
  'Autres',
] as const;
/** Both lists, as one call serves both pages (decisions.md "Animal form"). */
export const animalFormTypes = [
  ...speciesAnimalTypes,
  ...helpContactAnimalTypes.filter((type) => type !== 'Autres'),
] as [string, ...string[]];

export const publicFormLimits = {
  sourceMax: 100,
  originMax: 100,
  raceNameMax: 100,
  passportMax: 50,
  locationMax: 200,
  durationMax: 100,
  clientNumberMax: 20,
  jobIdMax: 100,
  /** A partner key of the address (`?pid=`), e.g. generali. */
  partnerKeyMax: 50,
  quantityMax: 999,
  /** CHF: a typo guard for the value to insure (horses are capped at 50000 by the product). */
  insuranceValueMax: 1_000_000,
  /** The policy start of a partner offer: today at the earliest, within 12 months. */
  policyStartMaxMonths: 12,
  /** Ownership transfer date: within 12 months before or after today. */
  transferWindowMonths: 12,
  /** Files of a job application: they are all attached to the HR e-mail. */
  cvMax: 2,
  letterMax: 2,
  jobDocumentsMax: 5,
  /** Contest entries are deleted this many days after the draw (decisions.md "Contests"). */
  contestRetentionDaysAfterDraw: 30,
  /** …and at the latest a year after the entry while no draw date is set. */
  contestRetentionDaysWithoutDraw: 365,
  /** An offer-request draft (step 1) can be completed for this long. */
  offerDraftDays: 7,
} as const;

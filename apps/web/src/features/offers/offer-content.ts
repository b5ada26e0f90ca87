import {
  entryAgeMonths,
  healthCertificateAge,
  highlightedHorseProduct,
  horseAgeLimits,
  horseProductDeductibles,
  horseProductIncludesAssistance,
  horseProducts as horseProductKeys,
  horseValueCap,
  maxAnimalAge,
  petDeductibles,
} from '@app/domain/constants';
import { formatChf } from '@app/domain/format/chf';
import type { RouteName } from '@app/domain/routes';
import type { IntlShape } from 'react-intl';
import birdImage from '../../assets/animal-bird.svg';
import catImage from '../../assets/animal-cat.svg';
import cattleImage from '../../assets/animal-cattle.svg';
import dogImage from '../../assets/animal-dog.svg';
import farmAnimalImage from '../../assets/animal-farm-animal.svg';
import horseImage from '../../assets/animal-horse.svg';
import otherImage from '../../assets/animal-other.svg';

export type OfferKey =
  | 'dogs'
  | 'cats'
  | 'horses'
  | 'farm-animals'
  | 'cattle'
  | 'birds'
  | 'generali';

/**
 * Money figures shown to visitors (spec 000 §9). The tariff file holds the same figures for
 * pricing, but loading it validates it with zod, which the offer pages must not download.
 * TODO(domain): export these from a zod-free module of @app/domain and read them here.
 */
const petCover = {
  complementaryMedicineCap: 600,
  preventionCap: 300,
  reimbursementPercent: 90,
};
const stampDutyPercent = 5;
const horseCover = {
  assistanceAlone: 89,
  assistanceCombined: 72,
  foalPercentOfMother: 20,
  foalMax: 15000,
};

type Values = (intl: IntlShape) => Record<string, string | number>;

export interface OfferItem {
  id: string;
  values?: Values;
}

export interface OfferSection {
  key: string;
  heading: { id: string };
  items: OfferItem[];
  /** Horses: the treatment products as a table (product, deductibles, assistance). */
  hasProductTable?: boolean;
}

/** The animals one can subscribe for online (spec 000 §2.1). */
export type SubscribableAnimal = 'dog' | 'cat' | 'horse';

export type OfferCta =
  | { kind: 'subscribe'; animal: SubscribableAnimal; label: { id: string } }
  /** An offer on request: the offer request form for this animal (spec 002 §2). */
  | { kind: 'request'; animal: 'cattle' | 'bird' | 'farm_animal' }
  | { kind: 'partner' };

export interface Offer {
  route: RouteName;
  image: string;
  title: { id: string };
  lead: { id: string };
  leadValues?: Values;
  sections: OfferSection[];
  cta: OfferCta;
  hasPromoBanner?: boolean;
  /** spec 002 "Callback widget": the horse offer page. */
  hasCallback?: boolean;
}

/**
 * "CHF 200.-, CHF 500.- ou CHF 1'000.-" in the page's language, as Intl.ListFormat's
 * disjunction writes it, from the catalogue: the first list formatter of a page loads the
 * engine's locale data, 30 ms of one task on a desktop while the offer page hydrates (issue 14).
 */
export const formatDeductibles = (intl: IntlShape, amounts: readonly number[]) => {
  const items = amounts.map(formatChf);
  const last = items.pop();
  if (last === undefined) return '';
  if (items.length === 0) return last;
  return intl.formatMessage({ id: 'offers.alternatives' }, { others: items.join(', '), last });
};

const deductibleList = (amounts: readonly number[]) => (intl: IntlShape) => ({
  deductibles: formatDeductibles(intl, amounts),
});

/** spec 000 §9: products ordered prima, optima, ultima; assistance free in ultima only. */
export const horseProducts = horseProductKeys.map((product) => ({
  name: product.charAt(0).toUpperCase() + product.slice(1),
  deductibles: horseProductDeductibles[product],
  assistance: horseProductIncludesAssistance[product]
    ? { id: 'horses.products.included' }
    : { id: 'horses.products.optional' },
  isRecommended: product === highlightedHorseProduct,
}));

function petSections(animal: 'dog' | 'cat'): OfferSection[] {
  return [
    {
      key: 'cover',
      heading: { id: 'offers.coverHeading' },
      items: [
        { id: 'pets.cover.accident' },
        {
          id: 'pets.cover.disease',
          values: () => ({ amount: formatChf(petCover.complementaryMedicineCap) }),
        },
        {
          id: 'pets.cover.prevention',
          values: () => ({ amount: formatChf(petCover.preventionCap) }),
        },
        {
          id: 'pets.cover.reimbursement',
          values: () => ({ percent: petCover.reimbursementPercent }),
        },
      ],
    },
    {
      key: 'terms',
      heading: { id: 'offers.termsHeading' },
      items: [
        { id: 'pets.terms.deductible', values: deductibleList(petDeductibles) },
        { id: 'pets.terms.entryAge', values: () => ({ months: entryAgeMonths }) },
        {
          id: 'pets.terms.healthCertificate',
          values: () => ({ years: healthCertificateAge[animal] }),
        },
        { id: 'pets.terms.maxAge', values: () => ({ years: maxAnimalAge[animal] }) },
        { id: 'pets.terms.price' },
        { id: 'offers.stampDuty', values: () => ({ percent: stampDutyPercent }) },
      ],
    },
  ];
}

const requestSection: OfferSection = {
  key: 'request',
  heading: { id: 'request.heading' },
  items: [{ id: 'request.onRequest' }, { id: 'request.details' }, { id: 'request.advice' }],
};

export const offers: Record<OfferKey, Offer> = {
  dogs: {
    route: 'offers-dogs',
    image: dogImage,
    title: { id: 'dogs.title' },
    lead: { id: 'dogs.lead' },
    leadValues: () => ({ percent: petCover.reimbursementPercent }),
    sections: petSections('dog'),
    cta: { kind: 'subscribe', animal: 'dog', label: { id: 'dogs.cta' } },
  },
  cats: {
    route: 'offers-cats',
    image: catImage,
    title: { id: 'cats.title' },
    lead: { id: 'cats.lead' },
    sections: petSections('cat'),
    cta: { kind: 'subscribe', animal: 'cat', label: { id: 'cats.cta' } },
  },
  horses: {
    route: 'offers-horses',
    image: horseImage,
    title: { id: 'horses.title' },
    lead: { id: 'horses.lead' },
    hasPromoBanner: true,
    hasCallback: true,
    sections: [
      {
        key: 'treatment',
        heading: { id: 'horses.treatment.heading' },
        items: [{ id: 'horses.treatment.intro' }],
        hasProductTable: true,
      },
      {
        key: 'assistance',
        heading: { id: 'horses.assistance.heading' },
        items: [
          {
            id: 'horses.assistance.alone',
            values: () => ({ amount: formatChf(horseCover.assistanceAlone) }),
          },
          {
            id: 'horses.assistance.combined',
            values: () => ({ amount: formatChf(horseCover.assistanceCombined) }),
          },
          { id: 'horses.assistance.ultima' },
        ],
      },
      {
        key: 'death',
        heading: { id: 'horses.death.heading' },
        items: [
          { id: 'horses.death.cover' },
          {
            id: 'horses.death.value',
            values: () => ({ amount: formatChf(horseValueCap) }),
          },
          {
            id: 'horses.death.invalidity',
            values: () => ({ years: horseAgeLimits.invalidityMaxAge }),
          },
          {
            id: 'horses.death.foal',
            values: () => ({
              percent: horseCover.foalPercentOfMother,
              amount: formatChf(horseCover.foalMax),
            }),
          },
          { id: 'horses.death.pricing' },
          { id: 'offers.stampDuty', values: () => ({ percent: stampDutyPercent }) },
        ],
      },
    ],
    cta: { kind: 'subscribe', animal: 'horse', label: { id: 'horses.cta' } },
  },
  'farm-animals': {
    route: 'offers-farm-animals',
    image: farmAnimalImage,
    title: { id: 'farmAnimals.title' },
    lead: { id: 'farmAnimals.lead' },
    sections: [requestSection],
    cta: { kind: 'request', animal: 'farm_animal' },
  },
  cattle: {
    route: 'offers-cattle',
    image: cattleImage,
    title: { id: 'cattle.title' },
    lead: { id: 'cattle.lead' },
    sections: [requestSection],
    cta: { kind: 'request', animal: 'cattle' },
  },
  birds: {
    route: 'offers-birds',
    image: birdImage,
    title: { id: 'birds.title' },
    lead: { id: 'birds.lead' },
    sections: [requestSection],
    cta: { kind: 'request', animal: 'bird' },
  },
  generali: {
    route: 'offers-generali',
    image: otherImage,
    title: { id: 'generali.title' },
    lead: { id: 'generali.lead' },
    sections: [
      {
        key: 'animals',
        heading: { id: 'generali.animals.heading' },
        items: [
          { id: 'generali.animals.camelids' },
          { id: 'generali.animals.birds' },
          { id: 'generali.animals.deer' },
          { id: 'generali.animals.ratites' },
          { id: 'generali.animals.pigs' },
          { id: 'generali.animals.other' },
        ],
      },
      {
        key: 'steps',
        heading: { id: 'generali.steps.heading' },
        items: [
          { id: 'generali.steps.describe' },
          { id: 'generali.steps.offer' },
          { id: 'generali.steps.decide' },
        ],
      },
    ],
    cta: { kind: 'partner' },
  },
};

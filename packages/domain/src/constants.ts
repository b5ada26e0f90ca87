/**
 * Business constants and limits of the quote and subscription (spec 000 §3.3, §5, §9).
 * Eligibility rules read these; money figures (premiums, fees, percentages) live in the tariff
 * files (packages/domain/tariffs/*.json) so that an actuary can change them without code.
 */

import type { BusinessLine } from './business-lines';

export { type BusinessLine, businessLines } from './business-lines';

export const petBusinessLines = ['dog', 'cat'] as const;
export type PetBusinessLine = (typeof petBusinessLines)[number];

export function isPetBusinessLine(value: BusinessLine): value is PetBusinessLine {
  return value === 'dog' || value === 'cat';
}

// spec 000 §9: deductibles in CHF, default 1000
export const petDeductibles = [200, 500, 1000] as const;
export const horseDeductibles = [100, 500, 1000] as const;
export const defaultDeductible = 1000;

// spec 000 §9: horse products ordered prima, optima, ultima; default prima
export const horseProducts = ['prima', 'optima', 'ultima'] as const;
export type HorseProduct = (typeof horseProducts)[number];
export const defaultHorseProduct: HorseProduct = 'prima';

export const horseProductDeductibles: Record<HorseProduct, readonly number[]> = {
  prima: [100, 500, 1000],
  optima: [500, 1000],
  ultima: [500, 1000],
};

// spec 000 §4 and §9: assistance on by default only for ultima, where it is forced on and free
export const horseProductAssistaDefault: Record<HorseProduct, boolean> = {
  prima: false,
  optima: false,
  ultima: true,
};
export const horseProductIncludesAssistance: Record<HorseProduct, boolean> = {
  prima: false,
  optima: false,
  ultima: true,
};

/** Optima is highlighted as bestseller on the plan cards (spec 000 §2.4). */
export const highlightedHorseProduct: HorseProduct = 'optima';

// spec 000 §4: default breed price level per animal (a selected breed's min_price overwrites it)
export const defaultMinPrice: Record<BusinessLine, number> = { dog: 4.7, cat: 4.9, horse: 31 };

// spec 000 §5: maximum animal ages
export const maxAnimalAge: Record<BusinessLine, number> = { dog: 20, cat: 30, horse: 40 };

// spec 000 §5: entry from 3 months of age; start window of 3 months; three online start dates
export const entryAgeMonths = 3;
export const startWindowMonths = 3;
export const onlineStartDateCount = 3;

// spec 000 §4 and §9: online subscription up to 9 years; treatment look-back 6 months
export const onlineSubscriptionMaxAge = 9;
export const treatmentLookBackMonths = 6;
export const healthCertificateAge: Record<BusinessLine, number> = { dog: 9, cat: 9, horse: 29 };

/**
 * Horse age limits in whole years at the policy start (spec 000 §5, §9: thresholds 8, 17, 30).
 * `…FromAge` means "not offered from this age on".
 */
export const horseAgeLimits = {
  /** Invalidity only up to age 8 included. */
  invalidityMaxAge: 8,
  /** Optima and ultima are disabled from age 17. */
  optimaUltimaFromAge: 17,
  /** Every horse cover (treatment, assistance, death) needs an age under 30. */
  coverFromAge: 30,
} as const;

/**
 * The sex of an animal as the rules need it, from the catalogue's gender codes (dog and cat
 * female, female-spayed; horse mare). The foal cover insures the foal of the insured mare
 * (spec 000 §9: "20% of the mother's value"), so it needs a horse known to be female.
 */
export const animalSexes = ['female', 'male'] as const;
export type AnimalSex = (typeof animalSexes)[number];
const femaleGenderCodes: readonly string[] = ['female', 'female-spayed', 'mare'];
export function animalSexOfGender(code: string): AnimalSex {
  return femaleGenderCodes.includes(code) ? 'female' : 'male';
}

/** Maximum insured value of a horse in CHF (spec 000 §5, §9). */
export const horseValueCap = 50000;

// spec 000 §3.3: usage groups and animal groups
export const horseUsageGroups = ['loisir', 'sport', 'haut-risque', 'other'] as const;
export type HorseUsageGroup = (typeof horseUsageGroups)[number];
/** The usage groups that can be priced; "other" leads to the agent message (spec 000 §4, §8). */
export const pricedHorseUsageGroups = ['loisir', 'sport', 'haut-risque'] as const;
export type PricedHorseUsageGroup = (typeof pricedHorseUsageGroups)[number];

/** The death cover's additional risks (spec 000 §3.3): invalidity, and the foal of a mare. */
export const horseAdditionalRisks = ['invalidite', 'poulain'] as const;
export type HorseAdditionalRisk = (typeof horseAdditionalRisks)[number];

export const horseAnimalGroups = ['domestic', 'livestock', 'breed', 'sport', 'other'] as const;
export type HorseAnimalGroup = (typeof horseAnimalGroups)[number];

export interface HorseUsage {
  readonly usage: HorseUsageGroup;
  readonly animal_group: HorseAnimalGroup;
  /** The value sent as usage_detail: the French label, as the spec stores it (default "Loisir"). */
  readonly usage_detail: string;
  readonly label: { readonly fr: string; readonly de: string };
  /** Shown only in the subscription wizard, not in the quick calculator. */
  readonly wizard_only: boolean;
}

const usage = (
  group: HorseUsageGroup,
  animalGroup: HorseAnimalGroup,
  fr: string,
  de: string,
  wizardOnly = false,
): HorseUsage => ({
  usage: group,
  animal_group: animalGroup,
  usage_detail: fr,
  label: { fr, de },
  wizard_only: wizardOnly,
});

/** The horse usage list of spec 000 §3.3, in display order. */
export const horseUsages: readonly HorseUsage[] = [
  usage('loisir', 'domestic', 'Loisir', 'Freizeit'),
  usage('loisir', 'livestock', 'Animal de rente', 'Nutztier'),
  usage('sport', 'breed', 'Élevage', 'Zucht'),
  usage('sport', 'sport', "Saut d'obstacle", 'Springen'),
  usage('sport', 'sport', 'Dressage', 'Dressur'),
  usage('sport', 'sport', 'Attelage', 'Fahren'),
  usage('sport', 'sport', 'Polo', 'Polo'),
  usage('sport', 'sport', 'Western', 'Western'),
  usage('sport', 'sport', "Équitation d'allures", 'Gangpferdereiten'),
  usage('sport', 'sport', 'Débardage', 'Holzrücken'),
  usage('sport', 'sport', 'Voltige', 'Voltigieren'),
  usage('sport', 'sport', 'Equitation de travail', 'Working Equitation', true),
  usage('haut-risque', 'sport', 'Course plate', 'Flachrennen'),
  usage('haut-risque', 'sport', 'Endurance', 'Distanzreiten'),
  usage('haut-risque', 'sport', 'Concours complet', 'Vielseitigkeit'),
  usage('haut-risque', 'sport', 'Cross', 'Cross'),
  usage('haut-risque', 'sport', 'Reining', 'Reining'),
  usage('other', 'other', 'Autre', 'Andere'),
];

// spec 000 §3.2 and §4: horse defaults
export const defaultHorseUsage = {
  usage: 'loisir',
  usage_detail: 'Loisir',
  animal_group: 'domestic',
} as const;

export function findHorseUsage(usageDetail: string): HorseUsage | undefined {
  return horseUsages.find((entry) => entry.usage_detail === usageDetail);
}

/** The usage of a usage_detail, the default usage (Loisir) for an unknown one (spec 000 §3.3). */
export function horseUsageOf(usageDetail: string | undefined): HorseUsage {
  return (
    findHorseUsage(usageDetail ?? '') ??
    (findHorseUsage(defaultHorseUsage.usage_detail) as HorseUsage)
  );
}

/** spec 000 §4, §8: usage "other" cannot be priced; the user is sent to the agent. */
export function isUnpricedHorseUsage(usageDetail: string | undefined): boolean {
  return findHorseUsage(usageDetail ?? '')?.usage === 'other';
}

// spec 000 §3.1 and §9: payment
export const paymentModes = ['yearly', 'halfyear'] as const;
export type PaymentMode = (typeof paymentModes)[number];
export const defaultPaymentMode: PaymentMode = 'yearly';
export const paymentMethods = ['online', 'invoice'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const defaultPaymentMethod: PaymentMethod = 'invoice';

/** Months paid per instalment for dog and cat (spec 000 §9). */
export const petMonthsPaid: Record<PaymentMode, number> = { yearly: 12, halfyear: 6 };
/** Instalments per year: the horse multiplier is 1 yearly and 0.5 half-yearly (spec 000 §9). */
export const instalmentsPerYear: Record<PaymentMode, number> = { yearly: 1, halfyear: 2 };

// spec 000 §3.1 and §9: coupons
export const couponDiscountTypes = ['percentage', 'fix', 'special'] as const;
export type CouponDiscountType = (typeof couponDiscountTypes)[number];

// spec 000 §9: dog and cat cover limits shown on the plan cards
export const petCoverLimits = {
  reimbursementPercent: 90,
  complementaryMedicineCap: 600,
  preventionCap: 300,
} as const;

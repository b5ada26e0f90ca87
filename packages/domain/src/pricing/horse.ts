import { brand } from '../brand';
import {
  type AnimalSex,
  type HorseAdditionalRisk,
  type HorseProduct,
  type HorseUsageGroup,
  horseAgeLimits,
  horseProductDeductibles,
  horseProductIncludesAssistance,
  horseProducts,
  horseValueCap,
  type PricedHorseUsageGroup,
} from '../constants';
import type { MessageKey } from '../messages/translate';
import { breedFactor } from './pet';
import { type Ratio, ratio, ratioOf, roundTo5, times, toCentimes, toChf } from './rounding';
import type { HorseDeathProduct, Tariff } from './tariff';

/** Why something is not offered: a message key and its parameters. */
export interface Reason {
  key: MessageKey;
  params: Record<string, string | number>;
}

export interface Availability {
  available: boolean;
  reason: Reason | null;
}

const offered: Availability = { available: true, reason: null };
const refused = (key: MessageKey, params: Record<string, string | number> = {}): Availability => ({
  available: false,
  reason: { key, params },
});

export function isPricedUsage(usage: HorseUsageGroup): usage is PricedHorseUsageGroup {
  return usage !== 'other';
}

/**
 * Any horse cover (spec 000 §5): usage not "other" (agent message, spec 000 §8) and an age
 * under 30 at the start.
 */
export function horseCoverAvailability(ageYears: number, usage: HorseUsageGroup): Availability {
  if (!isPricedUsage(usage)) return refused('pricing.usage_other', { email: brand.agentEmail });
  if (ageYears >= horseAgeLimits.coverFromAge) {
    return refused('pricing.cover_age_max', { max: horseAgeLimits.coverFromAge - 1 });
  }
  return offered;
}

/** spec 000 §5: optima and ultima are disabled from age 17; every product from age 30. */
export function horseTreatmentAvailability(
  product: HorseProduct,
  ageYears: number,
  usage: HorseUsageGroup,
): Availability {
  const cover = horseCoverAvailability(ageYears, usage);
  if (!cover.available) return cover;
  if (product !== 'prima' && ageYears >= horseAgeLimits.optimaUltimaFromAge) {
    return refused('pricing.product_age_max', {
      product,
      max: horseAgeLimits.optimaUltimaFromAge - 1,
    });
  }
  return offered;
}

/** Annual treatment premium in centimes: the tariff price scaled by the breed level. */
export function horseTreatmentAnnual(
  product: HorseProduct,
  usage: PricedHorseUsageGroup,
  deductible: number,
  minPrice: number,
  tariff: Tariff,
): number {
  const { treatment, reference_min_price } = tariff.horse;
  const row = treatment.prices.find(
    (entry) =>
      entry.product === product && entry.usage === usage && entry.deductible === deductible,
  );
  if (!row) throw new RangeError(`No ${product} price for ${usage} and deductible ${deductible}`);
  return roundTo5(times(ratio(toCentimes(row.price)), breedFactor(minPrice, reference_min_price)));
}

export interface AssistanceChoice {
  assista: boolean;
  /** The treatment product taken, if any. */
  product: HorseProduct | null;
  hasDeathCover: boolean;
}

/**
 * Annual assistance premium in centimes (spec 000 §9): free and always on in ultima; CHF 72 when
 * combined with another cover (a treatment product or a death product); CHF 89 alone.
 */
export function horseAssistanceAnnual(choice: AssistanceChoice, tariff: Tariff): number {
  if (choice.product && horseProductIncludesAssistance[choice.product]) return 0;
  if (!choice.assista) return 0;
  const combined = choice.product !== null || choice.hasDeathCover;
  return toCentimes(combined ? tariff.horse.assistance.combined : tariff.horse.assistance.alone);
}

/** Whether assistance is part of the cover: forced on in ultima (spec 000 §4). */
export function hasAssistance(choice: AssistanceChoice): boolean {
  return (
    choice.assista || (choice.product !== null && horseProductIncludesAssistance[choice.product])
  );
}

/** A row of POST /api/business-lines/horse/get-prices (spec 000 §3.4). */
export interface HorseBasePriceRow {
  name: HorseProduct;
  deductible: number;
  assista: boolean;
  usage: PricedHorseUsageGroup;
  /** CHF per year, treatment and assistance, before the 5% federal stamp. */
  price: number;
  /** The same per month for the plan card (price / 12, rounded to 5 centimes). */
  monthly_price: number;
  annual_cap: number;
  coverage_percent: number;
}

export interface HorseRisk {
  ageYears: number;
  usage: HorseUsageGroup;
  minPrice: number;
}

/** Base price rows of every product the horse may take, with and without assistance. */
export function horseBasePriceRows(risk: HorseRisk, tariff: Tariff): HorseBasePriceRow[] {
  const { usage } = risk;
  if (!isPricedUsage(usage)) return [];
  return horseProducts.flatMap((name) => {
    if (!horseTreatmentAvailability(name, risk.ageYears, usage).available) return [];
    const product = tariff.horse.treatment.products.find((entry) => entry.name === name);
    if (!product) return [];
    const assistaChoices = horseProductIncludesAssistance[name] ? [true] : [false, true];
    return horseProductDeductibles[name].flatMap((deductible) =>
      assistaChoices.map((assista) => {
        const annual =
          horseTreatmentAnnual(name, usage, deductible, risk.minPrice, tariff) +
          horseAssistanceAnnual({ assista, product: name, hasDeathCover: false }, tariff);
        return {
          name,
          deductible,
          assista,
          usage,
          price: toChf(annual),
          monthly_price: toChf(roundTo5(ratio(annual, 12))),
          annual_cap: product.annual_cap,
          coverage_percent: product.coverage_percent,
        };
      }),
    );
  });
}

/** The value a death product prices: VIVA Spirit B in sport and haut-risque at least 10001. */
export function deathInsuredValue(
  product: HorseDeathProduct,
  value: number,
  usage: PricedHorseUsageGroup,
): number {
  const floor = product.min_insured_value;
  return floor?.usages.includes(usage) ? Math.max(value, floor.value) : value;
}

export function deathPercentage(
  product: HorseDeathProduct,
  ageYears: number,
  insuredValue: number,
  usage: PricedHorseUsageGroup,
): number | undefined {
  return product.percentages.find(
    (row) =>
      row.usage === usage &&
      ageYears >= row.min_age &&
      ageYears <= row.max_age &&
      insuredValue >= row.min_value &&
      insuredValue <= row.max_value,
  )?.percentage;
}

const hundredth = ratio(1, 100);
/** value % as an exact fraction, by value (the tariff's few percentages, read for every quote). */
const percents = new Map<number, Ratio>();
function percentOf(value: number): Ratio {
  let exact = percents.get(value);
  if (!exact) {
    exact = times(ratioOf(value), hundredth);
    if (percents.size < 4096) percents.set(value, exact);
  }
  return exact;
}

/** Annual death premium in centimes: insured value × percentage; 0 when no row applies. */
export function deathBasePremium(
  product: HorseDeathProduct,
  ageYears: number,
  value: number,
  usage: PricedHorseUsageGroup,
): number {
  const insured = deathInsuredValue(product, value, usage);
  const percentage = deathPercentage(product, ageYears, insured, usage);
  if (percentage === undefined) return 0;
  return roundTo5(times(ratio(insured * 100), percentOf(percentage)));
}

export type AdditionalRiskName = HorseAdditionalRisk;

/** The sum an additional risk insures, in centimes (exact). */
function additionalRiskSum(name: AdditionalRiskName, insuredValue: number, tariff: Tariff): Ratio {
  const death = tariff.horse.death;
  if (name === 'invalidite') {
    return times(ratio(insuredValue * 100), percentOf(death.invalidity_share_percent));
  }
  const share = times(ratio(insuredValue * 100), percentOf(death.foal_share_percent));
  const cap = ratio(death.foal_max_value * 100);
  return share.num * cap.den <= cap.num * share.den ? share : cap;
}

/**
 * Annual premium of an additional risk in centimes, or null when the product does not offer it
 * for the usage (spec 000 §9: invalidity on 50% of the insured value; foal on 20% of the mother's
 * value, at most CHF 15000; each × the risk's percentage).
 */
export function additionalRiskPremium(
  product: HorseDeathProduct,
  name: AdditionalRiskName,
  value: number,
  usage: PricedHorseUsageGroup,
  tariff: Tariff,
): number | null {
  const risk = product.additional_risks.find(
    (entry) => entry.name === name && entry.usage === usage,
  );
  if (!risk) return null;
  const insured = deathInsuredValue(product, value, usage);
  return roundTo5(times(additionalRiskSum(name, insured, tariff), percentOf(risk.percentage)));
}

export interface HorseDeathRisk {
  ageYears: number;
  usage: HorseUsageGroup;
  /** The horse's value in whole CHF. */
  value: number;
  /** Its sex when known (animal information, or asked with the foal option). */
  sex?: AnimalSex | undefined;
}

/** A product of POST /api/business-lines/horse/option-price, priced for one horse. */
export interface HorseDeathOption {
  id: number;
  name: string;
  indemnite_deces: number;
  /** CHF the product insures (the value, or the product's minimum insured value). */
  insured_value: number;
  /** CHF per year for death cover, before the 5% federal stamp; 0 when not offered. */
  price: number;
  available: boolean;
  reason: Reason | null;
  additional_risks: {
    id: number;
    name: AdditionalRiskName;
    percentage: number;
    price: number;
    available: boolean;
    reason: Reason | null;
  }[];
}

/** Death cover offered for a horse: within age and value limits and a base price above zero. */
export function deathProductAvailability(
  product: HorseDeathProduct,
  risk: HorseDeathRisk,
): Availability {
  const cover = horseCoverAvailability(risk.ageYears, risk.usage);
  if (!cover.available) return cover;
  if (risk.value > horseValueCap) return refused('pricing.value_max', { max: horseValueCap });
  if (!isPricedUsage(risk.usage))
    return refused('pricing.usage_other', { email: brand.agentEmail });
  // spec 000 §5: a death product is offered only if its base price is above zero
  return deathBasePremium(product, risk.ageYears, risk.value, risk.usage) > 0
    ? offered
    : refused('pricing.death_product_not_offered');
}

export function additionalRiskAvailability(
  product: HorseDeathProduct,
  name: AdditionalRiskName,
  risk: HorseDeathRisk,
): Availability {
  const base = deathProductAvailability(product, risk);
  return base.available ? additionalRiskOnOfferedProduct(product, name, risk) : base;
}

/**
 * additionalRiskAvailability once the death product is known to be offered for the horse: the
 * risk's own rules (callers that have just checked the product need not price it again).
 */
export function additionalRiskOnOfferedProduct(
  product: HorseDeathProduct,
  name: AdditionalRiskName,
  risk: HorseDeathRisk,
): Availability {
  if (!isPricedUsage(risk.usage))
    return refused('pricing.usage_other', { email: brand.agentEmail });
  if (
    !product.additional_risks.some((entry) => entry.name === name && entry.usage === risk.usage)
  ) {
    return refused('pricing.risk_not_offered');
  }
  // spec 000 §5: invalidity is offered only for age 8 or under
  if (name === 'invalidite' && risk.ageYears > horseAgeLimits.invalidityMaxAge) {
    return refused('pricing.invalidity_age_max', { max: horseAgeLimits.invalidityMaxAge });
  }
  // spec 000 §9: the foal cover insures a share of the mother's value, so only a mare takes it
  if (name === 'poulain') {
    if (risk.sex === undefined) return refused('pricing.foal_sex_required');
    if (risk.sex !== 'female') return refused('pricing.foal_mare_only');
  }
  return offered;
}

const riskNames = new WeakMap<HorseDeathProduct, readonly AdditionalRiskName[]>();
/** The additional risks a death product has for some usage, each once, in tariff order. */
export function additionalRiskNames(product: HorseDeathProduct): readonly AdditionalRiskName[] {
  let names = riskNames.get(product);
  if (!names) {
    names = [...new Set(product.additional_risks.map((risk) => risk.name))];
    riskNames.set(product, names);
  }
  return names;
}

/** Every death product priced for the horse, in tariff order; unavailable ones at price 0. */
export function horseDeathOptions(risk: HorseDeathRisk, tariff: Tariff): HorseDeathOption[] {
  return tariff.horse.death.products.map((product) => {
    const availability = deathProductAvailability(product, risk);
    const usage = risk.usage;
    const priced = availability.available && isPricedUsage(usage) ? usage : null;
    return {
      id: product.id,
      name: product.name,
      indemnite_deces: product.indemnite_deces,
      insured_value: priced ? deathInsuredValue(product, risk.value, priced) : risk.value,
      price: priced ? toChf(deathBasePremium(product, risk.ageYears, risk.value, priced)) : 0,
      available: availability.available,
      reason: availability.reason,
      additional_risks: product.additional_risks
        .filter((entry) => entry.usage === usage)
        .map((entry) => {
          const riskAvailability = availability.available
            ? additionalRiskOnOfferedProduct(product, entry.name, risk)
            : availability;
          const price =
            priced && riskAvailability.available
              ? (additionalRiskPremium(product, entry.name, risk.value, priced, tariff) ?? 0)
              : 0;
          return {
            id: entry.id,
            name: entry.name,
            percentage: entry.percentage,
            price: toChf(price),
            available: riskAvailability.available,
            reason: riskAvailability.reason,
          };
        }),
    };
  });
}

/**
 * GET /api/get-horse-death-insurance-prices (spec 000 §7: "products and additionalRisks"): the
 * death products in the shape of spec 000 §3.4, each with its own additional risks, and the
 * additional risks once more as one list naming their product, for a client that looks a risk
 * up by id.
 */
export function horseDeathInsurancePrices(tariff: Tariff) {
  const products = tariff.horse.death.products;
  return {
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      indemnite_deces: product.indemnite_deces,
      percentages: product.percentages.map((row) => ({ ...row })),
      additional_risks: product.additional_risks.map((row) => ({ ...row })),
    })),
    additionalRisks: products.flatMap((product) =>
      product.additional_risks.map((row) => ({ ...row, product_id: product.id })),
    ),
  };
}

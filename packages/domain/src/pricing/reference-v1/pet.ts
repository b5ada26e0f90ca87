import { type PetBusinessLine, petDeductibles } from '../../constants';
import type { PetTariff, Tariff } from '../tariff';
import { one, type Ratio, ratio, ratioOf, roundTo5, times, toCentimes, toChf } from './rounding';

/** What the price of a dog or cat depends on besides the cover. */
export interface PetRisk {
  businessLine: PetBusinessLine;
  /** The breed's price level in CHF per month (the higher of two breeds for a crossbreed). */
  minPrice: number;
  /** Whole years at the policy start. */
  ageYears: number;
  isIndoorCat: boolean;
}

export interface PetCover {
  deductible: number;
  coverDiseases: boolean;
  coverPrevention: boolean;
}

/** Monthly premium parts in centimes, each a multiple of 5. */
export interface PetMonthlyParts {
  /** Accident cover with assistance, always included (spec 000 §9). */
  base: number;
  diseases: number;
  prevention: number;
}

/** The cover choices a dog or cat can have: prevention only with diseases (spec 000 §4). */
export const petCoverCombinations = [
  { coverDiseases: false, coverPrevention: false },
  { coverDiseases: true, coverPrevention: false },
  { coverDiseases: true, coverPrevention: true },
] as const;

export function petSpecies(tariff: Tariff, line: PetBusinessLine): PetTariff {
  return tariff.pets[line];
}

/** The breed factor: the breed's level relative to the level of the reference table. */
export function breedFactor(minPrice: number, referenceMinPrice: number): Ratio {
  return ratio(toCentimes(minPrice), toCentimes(referenceMinPrice));
}

function ageFactor(species: PetTariff, ageYears: number): Ratio {
  const band = species.age_bands.find(
    (entry) => ageYears >= entry.min_age && ageYears <= entry.max_age,
  );
  if (!band) throw new RangeError(`No age band for ${ageYears} years`);
  return ratioOf(band.factor);
}

/**
 * Monthly premium parts (spec 000 §4, §9; formulas in docs/pricing.md):
 * base = accident(deductible) × breed factor × age factor × indoor factor (indoor cats);
 * diseases = diseases(deductible) × breed factor × age factor; prevention = flat monthly amount.
 * Each part is rounded to 5 centimes on its own, so that the parts add up to the price shown.
 */
export function petMonthlyParts(risk: PetRisk, cover: PetCover, tariff: Tariff): PetMonthlyParts {
  const species = petSpecies(tariff, risk.businessLine);
  const row = species.deductibles.find((entry) => entry.deductible === cover.deductible);
  if (!row) throw new RangeError(`Deductible ${cover.deductible} is not offered`);
  const breed = breedFactor(risk.minPrice, species.reference_min_price);
  const age = ageFactor(species, risk.ageYears);
  const indoor =
    risk.businessLine === 'cat' && risk.isIndoorCat && species.indoor_accident_factor !== undefined
      ? ratioOf(species.indoor_accident_factor)
      : one;
  const base = roundTo5(times(ratio(toCentimes(row.accident)), breed, age, indoor));
  const diseases = cover.coverDiseases
    ? roundTo5(times(ratio(toCentimes(row.diseases)), breed, age))
    : 0;
  const prevention =
    cover.coverDiseases && cover.coverPrevention ? toCentimes(species.prevention_monthly) : 0;
  return { base, diseases, prevention };
}

export function petMonthlyTotal(parts: PetMonthlyParts): number {
  return parts.base + parts.diseases + parts.prevention;
}

/** Annual cap in CHF of a row: accident only, or with disease cover (spec 000 §3.4). */
export function petAnnualCap(species: PetTariff, coverDiseases: boolean): number {
  return coverDiseases ? species.annual_cap.diseases : species.annual_cap.accident;
}

/** A row of POST /api/business-lines/{dog|cat}/price (spec 000 §3.4). */
export interface PetPriceRow {
  deductible: number;
  cover_diseases: boolean;
  cover_prevention: boolean;
  annual_cap: number;
  /** CHF per month, before the 5% federal stamp. */
  monthly_price: number;
}

/** Every deductible × cover combination for an animal, cheapest deductible last. */
export function petPriceRows(risk: PetRisk, tariff: Tariff): PetPriceRow[] {
  const species = petSpecies(tariff, risk.businessLine);
  return petDeductibles.flatMap((deductible) =>
    petCoverCombinations.map(({ coverDiseases, coverPrevention }) => ({
      deductible,
      cover_diseases: coverDiseases,
      cover_prevention: coverPrevention,
      annual_cap: petAnnualCap(species, coverDiseases),
      monthly_price: toChf(
        petMonthlyTotal(
          petMonthlyParts(risk, { deductible, coverDiseases, coverPrevention }, tariff),
        ),
      ),
    })),
  );
}

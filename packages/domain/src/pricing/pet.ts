import { type PetBusinessLine, petDeductibles } from '../constants';
import { one, type Ratio, ratio, ratioOf, roundTo5, times, toCentimes, toChf } from './rounding';
import type { PetTariff, Tariff } from './tariff';

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

/** The factors of an animal's price, computed once for all of its rows. */
interface PetFactors {
  breed: Ratio;
  age: Ratio;
  indoor: Ratio;
}

function petFactors(species: PetTariff, risk: PetRisk): PetFactors {
  return {
    breed: breedFactor(risk.minPrice, species.reference_min_price),
    age: ageFactor(species, risk.ageYears),
    indoor:
      risk.businessLine === 'cat' &&
      risk.isIndoorCat &&
      species.indoor_accident_factor !== undefined
        ? ratioOf(species.indoor_accident_factor)
        : one,
  };
}

function deductibleRow(species: PetTariff, deductible: number) {
  const row = species.deductibles.find((entry) => entry.deductible === deductible);
  if (!row) throw new RangeError(`Deductible ${deductible} is not offered`);
  return row;
}

/**
 * Monthly premium parts (spec 000 §4, §9; formulas in docs/pricing.md):
 * base = accident(deductible) × breed factor × age factor × indoor factor (indoor cats);
 * diseases = diseases(deductible) × breed factor × age factor; prevention = flat monthly amount.
 * Each part is rounded to 5 centimes on its own, so that the parts add up to the price shown.
 */
export function petMonthlyParts(risk: PetRisk, cover: PetCover, tariff: Tariff): PetMonthlyParts {
  const species = petSpecies(tariff, risk.businessLine);
  const row = deductibleRow(species, cover.deductible);
  const { breed, age, indoor } = petFactors(species, risk);
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
  const rows: PetPriceRow[] = [];
  let factors: PetFactors | undefined;
  for (const deductible of petDeductibles) {
    // the same parts as petMonthlyParts for each cover, each rounded once per deductible
    const row = deductibleRow(species, deductible);
    factors ??= petFactors(species, risk);
    const { breed, age, indoor } = factors;
    const base = roundTo5(times(ratio(toCentimes(row.accident)), breed, age, indoor));
    const diseases = roundTo5(times(ratio(toCentimes(row.diseases)), breed, age));
    const prevention = toCentimes(species.prevention_monthly);
    for (const { coverDiseases, coverPrevention } of petCoverCombinations) {
      rows.push({
        deductible,
        cover_diseases: coverDiseases,
        cover_prevention: coverPrevention,
        annual_cap: petAnnualCap(species, coverDiseases),
        monthly_price: toChf(
          petMonthlyTotal({
            base,
            diseases: coverDiseases ? diseases : 0,
            prevention: coverDiseases && coverPrevention ? prevention : 0,
          }),
        ),
      });
    }
  }
  return rows;
}

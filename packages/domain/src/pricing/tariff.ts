import { z } from 'zod';
import {
  horseAdditionalRisks,
  horseProductDeductibles,
  horseProducts,
  maxAnimalAge,
  type PetBusinessLine,
  petDeductibles,
  pricedHorseUsageGroups,
} from '../constants';
import { hasCentimePrecision, isMultipleOf5Centimes } from './rounding';

/**
 * The tariff is data (packages/domain/tariffs/<year>.json), validated here when it is loaded so
 * that a figure changed by an actuary can never produce a price the rules do not allow.
 * Messages are message keys (messages/fr/pricing.ts, de/pricing.ts), as everywhere else.
 */

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

/** CHF with centime precision. */
const money = z.number().nonnegative().refine(hasCentimePrecision, 'pricing.tariff_money');
/** CHF charged as such (fees, flat premiums): a multiple of 5 centimes. */
const charged = z
  .number()
  .nonnegative()
  .refine(isMultipleOf5Centimes, 'pricing.tariff_multiple_of_5');
const factor = z
  .number()
  .positive()
  .refine((value) => decimals(value) <= 4 && !String(value).includes('e'), 'pricing.tariff_factor');
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => decimals(value) <= 4 && !String(value).includes('e'), 'pricing.tariff_factor');
const wholeChf = z.number().int().nonnegative();
const age = z.number().int().min(0).max(99);
const usageGroup = z.enum(pricedHorseUsageGroups);

const ageBand = z.object({ min_age: age, max_age: age, factor });

function contiguousBands(
  bands: readonly { min_age: number; max_age: number }[],
  maxAge: number,
): boolean {
  let expected = 0;
  for (const band of bands) {
    if (band.min_age !== expected || band.max_age < band.min_age) return false;
    expected = band.max_age + 1;
  }
  return expected === maxAge + 1;
}

function nonIncreasing(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value <= (values[index - 1] ?? value));
}

const petSpecies = (line: PetBusinessLine) =>
  z
    .object({
      /** The breed level (min_price) at which the reference figures below apply. */
      reference_min_price: money.positive(),
      annual_cap: z.object({ accident: wholeChf, diseases: wholeChf }),
      /** Prevention and screening is a flat monthly premium, not scaled by breed or age. */
      prevention_monthly: charged,
      /** Cats living indoors: factor on the accident part (cat only). */
      indoor_accident_factor: factor.optional(),
      /** Monthly premiums at the reference level for the youngest age band. */
      deductibles: z.array(
        z.object({ deductible: z.number().int(), accident: money, diseases: money }),
      ),
      /** Age at the policy start → factor on the accident and disease parts. */
      age_bands: z.array(ageBand),
    })
    .superRefine((species, ctx) => {
      const offered = species.deductibles.map((row) => row.deductible);
      if (offered.join() !== petDeductibles.join()) {
        ctx.addIssue({
          code: 'custom',
          path: ['deductibles'],
          message: 'pricing.tariff_deductibles',
        });
      }
      if (
        !nonIncreasing(species.deductibles.map((row) => row.accident)) ||
        !nonIncreasing(species.deductibles.map((row) => row.diseases))
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['deductibles'],
          message: 'pricing.tariff_deductible_order',
        });
      }
      if (!contiguousBands(species.age_bands, maxAnimalAge[line])) {
        ctx.addIssue({ code: 'custom', path: ['age_bands'], message: 'pricing.tariff_age_bands' });
      }
      if (
        species.age_bands.some(
          (band, i) => i > 0 && band.factor < (species.age_bands[i - 1]?.factor ?? 0),
        )
      ) {
        ctx.addIssue({ code: 'custom', path: ['age_bands'], message: 'pricing.tariff_age_bands' });
      }
    });

const deathPercentage = z.object({
  min_age: age,
  max_age: age,
  min_value: wholeChf,
  max_value: wholeChf,
  usage: usageGroup,
  percentage: percent,
});

const additionalRisk = z.object({
  id: z.number().int().positive(),
  name: z.enum(horseAdditionalRisks),
  usage: usageGroup,
  percentage: percent,
});

const deathProduct = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    /** Share of the insured value paid on death, in percent (spec 000 §9). */
    indemnite_deces: percent,
    /** spec 000 §5: VIVA Spirit B in sport and haut-risque (breed is in sport) priced at least as 10001. */
    min_insured_value: z.object({ value: wholeChf, usages: z.array(usageGroup) }).optional(),
    percentages: z.array(deathPercentage),
    additional_risks: z.array(additionalRisk),
  })
  .superRefine((product, ctx) => {
    product.percentages.forEach((row, index) => {
      const overlaps = product.percentages.some(
        (other, j) =>
          j !== index &&
          other.usage === row.usage &&
          other.min_age <= row.max_age &&
          row.min_age <= other.max_age &&
          other.min_value <= row.max_value &&
          row.min_value <= other.max_value,
      );
      if (overlaps || row.max_age < row.min_age || row.max_value < row.min_value) {
        ctx.addIssue({
          code: 'custom',
          path: ['percentages', index],
          message: 'pricing.tariff_duplicate',
        });
      }
    });
    const seen = new Set<string>();
    product.additional_risks.forEach((risk, index) => {
      const key = `${risk.name}/${risk.usage}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['additional_risks', index],
          message: 'pricing.tariff_duplicate',
        });
      }
      seen.add(key);
    });
  });

const horseTariff = z
  .object({
    /** The breed level (min_price) at which the treatment prices apply (all horse breeds: 31). */
    reference_min_price: money.positive(),
    treatment: z.object({
      products: z.array(
        z.object({
          name: z.enum(horseProducts),
          coverage_percent: percent,
          annual_cap: wholeChf,
        }),
      ),
      /** Annual premium of each product by usage group and deductible, at the reference level. */
      prices: z.array(
        z.object({
          product: z.enum(horseProducts),
          usage: usageGroup,
          deductible: z.number().int(),
          price: charged,
        }),
      ),
    }),
    /** Assistance per year: alone, or combined with another cover (spec 000 §9). */
    assistance: z.object({ alone: charged, combined: charged }),
    death: z.object({
      /** Invalidity insures this share of the insured value (spec 000 §9: 50%). */
      invalidity_share_percent: percent,
      /** The foal is insured on this share of the mother's value (20%), at most foal_max_value. */
      foal_share_percent: percent,
      foal_max_value: wholeChf,
      products: z.array(deathProduct),
    }),
  })
  .superRefine((horse, ctx) => {
    const productNames = horse.treatment.products.map((product) => product.name);
    if (productNames.join() !== horseProducts.join()) {
      ctx.addIssue({
        code: 'custom',
        path: ['treatment', 'products'],
        message: 'pricing.tariff_products',
      });
    }
    for (const product of horseProducts) {
      for (const usage of pricedHorseUsageGroups) {
        const rows = horse.treatment.prices.filter(
          (row) => row.product === product && row.usage === usage,
        );
        const deductibles = rows.map((row) => row.deductible).sort((a, b) => a - b);
        if (deductibles.join() !== horseProductDeductibles[product].join()) {
          ctx.addIssue({
            code: 'custom',
            path: ['treatment', 'prices'],
            message: 'pricing.tariff_deductibles',
            params: { product, usage },
          });
          continue;
        }
        const byDeductible = [...rows].sort((a, b) => a.deductible - b.deductible);
        if (!nonIncreasing(byDeductible.map((row) => row.price))) {
          ctx.addIssue({
            code: 'custom',
            path: ['treatment', 'prices'],
            message: 'pricing.tariff_deductible_order',
            params: { product, usage },
          });
        }
      }
    }
    const ids = horse.death.products.map((product) => product.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['death', 'products'],
        message: 'pricing.tariff_duplicate',
      });
    }
  });

export const tariffSchema = z.object({
  version: z.string().min(1),
  valid_from: z.iso.date(),
  currency: z.literal('CHF'),
  fees: z.object({
    /** Federal stamp duty on the premium, in percent (spec 000 §1, §9: 5%). */
    stamp_duty_percent: percent,
    /** Per half-yearly instalment: the fee and the rounding addition (spec 000 §9). */
    halfyear_fee: charged,
    halfyear_rounding_addition: charged,
    /** Once per contract, on the first invoice (spec 000 §9: added to the grand total). */
    amendment_fee: charged,
    /**
     * How much more the same cover costs through an agent or on paper: the plan cards show that
     * "offline" price struck through beside the online price (spec 000 §2.4 "Plan card").
     */
    offline_surcharge_percent: percent,
  }),
  pets: z.object({ dog: petSpecies('dog'), cat: petSpecies('cat') }),
  horse: horseTariff,
});

export type Tariff = z.output<typeof tariffSchema>;
export type PetTariff = Tariff['pets']['dog'];
export type HorseDeathProduct = Tariff['horse']['death']['products'][number];

export class TariffError extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super(
      `Invalid tariff: ${issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'TariffError';
  }
}

/** Validates tariff data; throws a TariffError naming every wrong figure. */
export function loadTariff(json: unknown): Tariff {
  const result = tariffSchema.safeParse(json);
  if (!result.success) throw new TariffError(result.error.issues);
  return result.data;
}

import { describe, expect, it } from 'vitest';
import data2026 from '../../tariffs/2026.json';
import { loadTariff, TariffError } from './tariff';
import { tariff2026 } from './tariff-2026';

const copy = () => structuredClone(data2026) as typeof data2026;

function issueKeys(json: unknown): string[] {
  try {
    loadTariff(json);
  } catch (error) {
    if (error instanceof TariffError) return error.issues.map((issue) => issue.message);
    throw error;
  }
  return [];
}

describe('loadTariff', () => {
  it('finds every figure of the shipped 2026 tariff valid, exactly as the browser takes them', () => {
    // tariff-2026.ts hands the JSON out unparsed: the parse must keep every figure and drop none
    expect(loadTariff(structuredClone(tariff2026))).toStrictEqual(tariff2026);
  });

  it('loads the 2026 tariff', () => {
    expect(tariff2026.version).toBe('2026');
    expect(tariff2026.fees.stamp_duty_percent).toBe(5);
    expect(tariff2026.horse.assistance).toEqual({ alone: 89, combined: 72 });
    expect(tariff2026.horse.death.products.map((product) => product.name)).toEqual([
      'VIVA Spirit A',
      'VIVA Spirit B',
    ]);
  });

  it('prices the breed level itself on the cheapest row (dog 4.70, cat 4.90, horse 31 a month)', () => {
    expect(tariff2026.pets.dog.reference_min_price).toBe(4.7);
    expect(tariff2026.pets.dog.deductibles.find((row) => row.deductible === 1000)?.accident).toBe(
      4.7,
    );
    expect(tariff2026.pets.cat.deductibles.find((row) => row.deductible === 1000)?.accident).toBe(
      4.9,
    );
    const prima = tariff2026.horse.treatment.prices.find(
      (row) => row.product === 'prima' && row.usage === 'loisir' && row.deductible === 1000,
    );
    expect(prima?.price).toBe(31 * 12);
  });

  it.each([
    [
      'a higher deductible costing more',
      (t: ReturnType<typeof copy>) => {
        const row = t.pets.dog.deductibles[2];
        if (row) row.diseases = 30;
      },
      'pricing.tariff_deductible_order',
    ],
    [
      'a gap between age bands',
      (t: ReturnType<typeof copy>) => {
        const band = t.pets.cat.age_bands[1];
        if (band) band.min_age = 4;
      },
      'pricing.tariff_age_bands',
    ],
    [
      'age bands stopping before the maximum age',
      (t: ReturnType<typeof copy>) => {
        const band = t.pets.dog.age_bands[4];
        if (band) band.max_age = 19;
      },
      'pricing.tariff_age_bands',
    ],
    [
      'a missing horse price row',
      (t: ReturnType<typeof copy>) => {
        t.horse.treatment.prices.pop();
      },
      'pricing.tariff_deductibles',
    ],
    [
      'a horse price not on 5 centimes',
      (t: ReturnType<typeof copy>) => {
        const row = t.horse.treatment.prices[0];
        if (row) row.price = 552.02;
      },
      'pricing.tariff_multiple_of_5',
    ],
    [
      'a premium with three decimals',
      (t: ReturnType<typeof copy>) => {
        const row = t.pets.dog.deductibles[0];
        if (row) row.accident = 6.905;
      },
      'pricing.tariff_money',
    ],
    [
      'overlapping death percentages',
      (t: ReturnType<typeof copy>) => {
        const row = t.horse.death.products[0]?.percentages[0];
        if (row) row.max_value = 20000;
      },
      'pricing.tariff_duplicate',
    ],
  ])('refuses %s', (_name, change, key) => {
    const broken = copy();
    change(broken);
    expect(issueKeys(broken)).toContain(key);
  });

  it('names the wrong figure in the error', () => {
    const broken = copy();
    broken.fees.halfyear_fee = -1;
    expect(() => loadTariff(broken)).toThrow(/fees\.halfyear_fee/);
  });
});

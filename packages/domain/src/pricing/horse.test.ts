import { describe, expect, it } from 'vitest';
import data2026 from '../../tariffs/2026.json';
import {
  additionalRiskPremium,
  deathBasePremium,
  deathInsuredValue,
  horseAssistanceAnnual,
  horseBasePriceRows,
  horseDeathInsurancePrices,
  horseDeathOptions,
  horseTreatmentAnnual,
  horseTreatmentAvailability,
} from './horse';
import { loadTariff } from './tariff';
import { tariff2026 } from './tariff-2026';

const [spiritA, spiritB] = tariff2026.horse.death.products;
if (!spiritA || !spiritB) throw new Error('the 2026 tariff has two death products');

describe('horse assistance (spec 000 §9)', () => {
  it.each([
    [true, null, false, 8900],
    [true, null, true, 7200],
    [true, 'prima', false, 7200],
    [true, 'optima', true, 7200],
    [true, 'ultima', false, 0],
    [false, 'ultima', false, 0],
    [false, 'prima', true, 0],
    [false, null, false, 0],
  ] as const)(
    'assista %s, product %s, death %s: %i centimes',
    (assista, product, hasDeathCover, centimes) => {
      expect(horseAssistanceAnnual({ assista, product, hasDeathCover }, tariff2026)).toBe(centimes);
    },
  );
});

describe('horse treatment availability (spec 000 §5)', () => {
  it.each([
    ['prima', 16, 'loisir', null],
    ['optima', 16, 'loisir', null],
    ['ultima', 16, 'sport', null],
    ['optima', 17, 'loisir', 'pricing.product_age_max'],
    ['ultima', 17, 'haut-risque', 'pricing.product_age_max'],
    ['prima', 17, 'loisir', null],
    ['prima', 29, 'loisir', null],
    ['prima', 30, 'loisir', 'pricing.cover_age_max'],
    ['prima', 5, 'other', 'pricing.usage_other'],
  ] as const)('%s at %i years, %s: %s', (product, age, usage, key) => {
    const availability = horseTreatmentAvailability(product, age, usage);
    expect(availability.available).toBe(key === null);
    expect(availability.reason?.key ?? null).toBe(key);
  });
});

describe('horseBasePriceRows (POST /api/business-lines/horse/get-prices)', () => {
  it('lists each product, deductible and assistance choice the horse may take', () => {
    const rows = horseBasePriceRows({ ageYears: 5, usage: 'loisir', minPrice: 31 }, tariff2026);
    expect(rows.map((row) => `${row.name}/${row.deductible}/${row.assista}/${row.price}`)).toEqual([
      'prima/100/false/552',
      'prima/100/true/624',
      'prima/500/false/456',
      'prima/500/true/528',
      'prima/1000/false/372',
      'prima/1000/true/444',
      'optima/500/false/660',
      'optima/500/true/732',
      'optima/1000/false/540',
      'optima/1000/true/612',
      'ultima/500/true/948',
      'ultima/1000/true/780',
    ]);
    expect(rows[4]).toEqual({
      name: 'prima',
      deductible: 1000,
      assista: false,
      usage: 'loisir',
      price: 372,
      monthly_price: 31,
      annual_cap: 5000,
      coverage_percent: 80,
    });
  });

  it('leaves out optima and ultima from 17, everything from 30 and for usage other', () => {
    const at17 = horseBasePriceRows({ ageYears: 17, usage: 'sport', minPrice: 31 }, tariff2026);
    expect(new Set(at17.map((row) => row.name))).toEqual(new Set(['prima']));
    expect(horseBasePriceRows({ ageYears: 30, usage: 'sport', minPrice: 31 }, tariff2026)).toEqual(
      [],
    );
    expect(horseBasePriceRows({ ageYears: 5, usage: 'other', minPrice: 31 }, tariff2026)).toEqual(
      [],
    );
  });

  it('scales the treatment premium by the breed level', () => {
    expect(horseTreatmentAnnual('prima', 'loisir', 1000, 31, tariff2026)).toBe(37200);
    // 372 × 40 / 31 = 480
    expect(horseTreatmentAnnual('prima', 'loisir', 1000, 40, tariff2026)).toBe(48000);
  });
});

describe('horse death cover', () => {
  it.each([
    // product, age, value, usage, centimes
    ['A', 5, 8000, 'loisir', 25600],
    ['A', 8, 10000, 'loisir', 32000],
    ['A', 9, 10001, 'loisir', 40005], // 10001 × 4.0% = 400.04 → 400.05
    ['A', 14, 50000, 'haut-risque', 260000],
    ['A', 15, 20000, 'loisir', 0], // no row after 14: not offered
    ['B', 11, 20000, 'loisir', 90000],
    ['B', 12, 20000, 'loisir', 0],
    ['B', 5, 5000, 'sport', 39005], // priced as 10001 × 3.9%
    ['B', 5, 5000, 'haut-risque', 47005], // 10001 × 4.7% = 470.047 → 470.05
    ['B', 5, 5000, 'loisir', 18000], // no minimum in loisir: 5000 × 3.6%
    ['A', 5, 999, 'loisir', 0], // under CHF 1000: no row, not offered
  ] as const)(
    'VIVA Spirit %s, %i years, CHF %i, %s: %i centimes',
    (name, age, value, usage, centimes) => {
      const product = name === 'A' ? spiritA : spiritB;
      expect(deathBasePremium(product, age, value, usage)).toBe(centimes);
    },
  );

  it('insures B in sport and haut-risque at least at 10001', () => {
    expect(deathInsuredValue(spiritB, 8000, 'sport')).toBe(10001);
    expect(deathInsuredValue(spiritB, 12000, 'sport')).toBe(12000);
    expect(deathInsuredValue(spiritB, 8000, 'loisir')).toBe(8000);
    expect(deathInsuredValue(spiritA, 8000, 'sport')).toBe(8000);
  });

  it('prices invalidity on 50% and the foal on 20% of the value; A offers neither', () => {
    expect(additionalRiskPremium(spiritB, 'invalidite', 30000, 'loisir', tariff2026)).toBe(30000);
    expect(additionalRiskPremium(spiritB, 'poulain', 30000, 'loisir', tariff2026)).toBe(27000);
    expect(additionalRiskPremium(spiritA, 'invalidite', 30000, 'loisir', tariff2026)).toBeNull();
  });

  it('caps the foal sum at CHF 15000 (reachable only with a higher value cap)', () => {
    const generous = structuredClone(data2026);
    const rows = generous.horse.death.products[1]?.percentages ?? [];
    for (const row of rows) if (row.max_value === 50000) row.max_value = 200000;
    const tariff = loadTariff(generous);
    const product = tariff.horse.death.products[1];
    if (!product) throw new Error('missing product');
    // 100000 × 20% = 20000 → capped at 15000; × 4.5% = 675
    expect(additionalRiskPremium(product, 'poulain', 100000, 'loisir', tariff)).toBe(67500);
    // 50000 × 20% = 10000 (under the cap); × 4.5% = 450
    expect(additionalRiskPremium(product, 'poulain', 50000, 'loisir', tariff)).toBe(45000);
  });

  it('answers the option prices with availability and reasons', () => {
    const options = horseDeathOptions({ ageYears: 10, usage: 'loisir', value: 20000 }, tariff2026);
    expect(options.map((option) => [option.name, option.price, option.available])).toEqual([
      ['VIVA Spirit A', 800, true],
      ['VIVA Spirit B', 900, true],
    ]);
    const invalidity = options[1]?.additional_risks.find((risk) => risk.name === 'invalidite');
    expect(invalidity).toMatchObject({
      available: false,
      price: 0,
      reason: { key: 'pricing.invalidity_age_max', params: { max: 8 } },
    });
    // spec 000 §9: the foal cover insures the mother's foal, so the sex must be known: a mare
    const foalOf = (sex: 'female' | 'male' | undefined) =>
      horseDeathOptions(
        { ageYears: 10, usage: 'loisir', value: 20000, sex },
        tariff2026,
      )[1]?.additional_risks.find((risk) => risk.name === 'poulain');
    expect(foalOf('female')).toMatchObject({ available: true, price: 180 });
    expect(foalOf(undefined)).toMatchObject({
      available: false,
      price: 0,
      reason: { key: 'pricing.foal_sex_required' },
    });
    expect(foalOf('male')).toMatchObject({
      available: false,
      price: 0,
      reason: { key: 'pricing.foal_mare_only' },
    });

    const old = horseDeathOptions({ ageYears: 12, usage: 'loisir', value: 20000 }, tariff2026);
    expect(old.map((option) => [option.available, option.reason?.key ?? null])).toEqual([
      [true, null],
      [false, 'pricing.death_product_not_offered'],
    ]);
    const tooValuable = horseDeathOptions(
      { ageYears: 5, usage: 'loisir', value: 50001 },
      tariff2026,
    );
    expect(tooValuable.every((option) => option.reason?.key === 'pricing.value_max')).toBe(true);
  });

  it('answers GET /api/get-horse-death-insurance-prices as products and additionalRisks', () => {
    const answer = horseDeathInsurancePrices(tariff2026);
    expect(Object.keys(answer)).toEqual(['products', 'additionalRisks']);
    const products = answer.products;
    expect(Object.keys(products[1] ?? {})).toEqual([
      'id',
      'name',
      'indemnite_deces',
      'percentages',
      'additional_risks',
    ]);
    expect(products[1]?.percentages[0]).toEqual({
      min_age: 0,
      max_age: 8,
      min_value: 1000,
      max_value: 10000,
      usage: 'loisir',
      percentage: 3.6,
    });
    expect(products[1]?.additional_risks[0]).toEqual({
      id: 1,
      name: 'invalidite',
      usage: 'loisir',
      percentage: 2,
    });
    // every product's risk once in the flat list, naming its product
    expect(answer.additionalRisks).toEqual(
      products.flatMap((product) =>
        product.additional_risks.map((risk) => ({ ...risk, product_id: product.id })),
      ),
    );
    expect(answer.additionalRisks[0]).toEqual({
      id: 1,
      name: 'invalidite',
      usage: 'loisir',
      percentage: 2,
      product_id: products[1]?.id,
    });
  });
});

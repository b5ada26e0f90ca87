import { describe, expect, it } from 'vitest';
import { breedMinPrice, horseBasePrices, horseOptionPrices, petPrices } from './price-lists';
import { tariff2026 } from './tariff-2026';

const today = '2026-03-10';

describe('breedMinPrice (spec 000 §4)', () => {
  it.each([
    ['dog', [5.9, 8.9], 8.9],
    ['dog', [8.9, 5.9], 8.9],
    ['cat', [5.9, 0], 5.9], // second breed "Inconnu" has level 0
    ['cat', [null, undefined], 4.9],
    ['dog', [], 4.7],
    ['horse', [31], 31],
  ] as const)('%s with levels %j: %d', (line, levels, expected) => {
    expect(breedMinPrice(line, levels)).toBe(expected);
  });
});

describe('price lists', () => {
  it('answers the dog rows with the eligibility', () => {
    const result = petPrices(
      'dog',
      {
        animal_date_of_birth: '2025-01-15',
        policy_start_date: '2026-04-01',
        is_indoor_cat: false,
        min_price: 7.2,
      },
      tariff2026,
      today,
    );
    if (!result.ok) throw new Error('expected rows');
    expect(result.rows).toHaveLength(9);
    expect(Math.min(...result.rows.map((row) => row.monthly_price))).toBe(7.2);
    expect(result.eligibility.online_start_dates[0]).toBe('2026-04-01');
  });

  it('answers problems instead of rows for bad dates', () => {
    const result = petPrices(
      'cat',
      { animal_date_of_birth: '1990-01-01', policy_start_date: '2026-04-01', is_indoor_cat: true },
      tariff2026,
      today,
    );
    expect(result).toEqual({
      ok: false,
      problems: [{ path: ['animal_date_of_birth'], key: 'pricing.age_max', params: { max: 30 } }],
    });
  });

  it('answers the horse base prices and death options', () => {
    const request = {
      animal_date_of_birth: '2020-05-20',
      policy_start_date: '2026-04-01',
      usage: 'sport' as const,
      animal_value: 8000,
    };
    const base = horseBasePrices(request, tariff2026, today);
    if (!base.ok) throw new Error('expected rows');
    expect(
      base.rows.find((row) => row.name === 'optima' && row.deductible === 1000 && !row.assista)
        ?.price,
    ).toBe(675);
    const options = horseOptionPrices(request, tariff2026, today);
    if (!options.ok) throw new Error('expected rows');
    expect(options.rows.map((row) => [row.name, row.insured_value, row.price])).toEqual([
      ['VIVA Spirit A', 8000, 304], // 8000 × 3.8%
      ['VIVA Spirit B', 10001, 390.05], // 10001 × 3.9%
    ]);
  });

  it('refuses usage other with the agent message', () => {
    const result = horseBasePrices(
      { animal_date_of_birth: '2020-05-20', policy_start_date: '2026-04-01', usage: 'other' },
      tariff2026,
      today,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.key).toBe('pricing.usage_other');
  });
});

import { describe, expect, it } from 'vitest';
import { petMonthlyParts, petPriceRows } from './pet';
import { tariff2026 } from './tariff-2026';

const young = { ageYears: 1, isIndoorCat: false };

describe('petPriceRows (POST /api/business-lines/{dog|cat}/price)', () => {
  it('answers a row per deductible and cover combination', () => {
    const rows = petPriceRows({ businessLine: 'dog', minPrice: 4.7, ...young }, tariff2026);
    expect(rows).toHaveLength(9);
    expect(rows.map((row) => [row.deductible, row.cover_diseases, row.cover_prevention])).toEqual([
      [200, false, false],
      [200, true, false],
      [200, true, true],
      [500, false, false],
      [500, true, false],
      [500, true, true],
      [1000, false, false],
      [1000, true, false],
      [1000, true, true],
    ]);
    expect(rows.find((row) => row.deductible === 1000 && !row.cover_diseases)).toEqual({
      deductible: 1000,
      cover_diseases: false,
      cover_prevention: false,
      annual_cap: 6000,
      monthly_price: 4.7,
    });
    expect(rows.find((row) => row.deductible === 200 && row.cover_prevention)).toEqual({
      deductible: 200,
      cover_diseases: true,
      cover_prevention: true,
      annual_cap: 10000,
      monthly_price: 42,
    });
  });

  it.each([
    ['dog', 4.7],
    ['dog', 5.9],
    ['dog', 7.2],
    ['dog', 8.9],
    ['dog', 10.9],
    ['cat', 4.9],
    ['cat', 5.9],
    ['cat', 6.9],
  ] as const)(
    'a young %s of level %d costs exactly its level on the cheapest row',
    (line, level) => {
      const rows = petPriceRows({ businessLine: line, minPrice: level, ...young }, tariff2026);
      expect(Math.min(...rows.map((row) => row.monthly_price))).toBe(level);
    },
  );

  it.each([
    // age, factor band: the accident part of a dog at the reference level, deductible 1000
    [0, 470],
    [2, 470],
    [3, 540], // 4.70 × 1.15 = 5.405 → 5.40
    [6, 680], // × 1.45 = 6.815 → 6.80
    [9, 870], // × 1.85 = 8.695 → 8.70
    [12, 1080], // × 2.30 = 10.81 → 10.80
    [20, 1080],
  ])('a dog aged %i pays %i centimes a month for accidents', (ageYears, centimes) => {
    const parts = petMonthlyParts(
      { businessLine: 'dog', minPrice: 4.7, ageYears, isIndoorCat: false },
      { deductible: 1000, coverDiseases: false, coverPrevention: false },
      tariff2026,
    );
    expect(parts).toEqual({ base: centimes, diseases: 0, prevention: 0 });
  });

  it('gives indoor cats a lower accident part only', () => {
    const cover = { deductible: 500, coverDiseases: true, coverPrevention: true };
    const outdoor = petMonthlyParts(
      { businessLine: 'cat', minPrice: 4.9, ...young },
      cover,
      tariff2026,
    );
    const indoor = petMonthlyParts(
      { businessLine: 'cat', minPrice: 4.9, ageYears: 1, isIndoorCat: true },
      cover,
      tariff2026,
    );
    expect(outdoor).toEqual({ base: 570, diseases: 1520, prevention: 750 });
    expect(indoor).toEqual({ base: 400, diseases: 1520, prevention: 750 }); // 5.70 × 0.7 = 3.99
  });

  it('ignores the indoor flag for dogs', () => {
    const cover = { deductible: 1000, coverDiseases: false, coverPrevention: false };
    expect(
      petMonthlyParts(
        { businessLine: 'dog', minPrice: 4.7, ageYears: 1, isIndoorCat: true },
        cover,
        tariff2026,
      ),
    ).toEqual(petMonthlyParts({ businessLine: 'dog', minPrice: 4.7, ...young }, cover, tariff2026));
  });

  it('refuses a deductible that is not offered and an age without a band', () => {
    const risk = { businessLine: 'dog' as const, minPrice: 4.7, ...young };
    expect(() =>
      petMonthlyParts(
        risk,
        { deductible: 300, coverDiseases: false, coverPrevention: false },
        tariff2026,
      ),
    ).toThrow(RangeError);
    expect(() =>
      petMonthlyParts(
        { ...risk, ageYears: 21 },
        { deductible: 1000, coverDiseases: false, coverPrevention: false },
        tariff2026,
      ),
    ).toThrow(RangeError);
  });
});

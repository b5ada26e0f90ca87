import { describe, expect, it } from 'vitest';
import { type QuoteRequest, quoteInputBaseSchema } from '../schemas/pricing';
import { proRataDays, quote, splitInstalments } from './quote';
import { tariff2026 } from './tariff-2026';

const today = '2026-03-10';
const run = (request: QuoteRequest) =>
  quote(quoteInputBaseSchema.parse(request), tariff2026, today);

describe('splitInstalments', () => {
  it.each([
    [37680, 1, [37680]],
    [37680, 2, [18840, 18840]],
    [1885, 2, [945, 940]],
    [25615, 2, [12810, 12805]],
    [-5000, 2, [-2500, -2500]],
    [-1005, 2, [-505, -500]],
    [0, 2, [0, 0]],
  ])('%i centimes in %i: %j', (amount, count, expected) => {
    expect(splitInstalments(amount, count)).toEqual(expected);
  });
});

describe('proRataDays (spec 000 §9)', () => {
  it.each([
    ['2026-04-01', 0, 30],
    ['2026-03-02', 30, 31],
    ['2026-03-15', 17, 31],
    ['2026-03-31', 1, 31],
    ['2028-02-29', 1, 29],
    ['2026-02-15', 14, 28],
  ])('starting %s: %i of %i days', (start, days, length) => {
    expect(proRataDays(start)).toEqual({ days, daysInMonth: length });
  });
});

describe('quote', () => {
  it('never prices bad input', () => {
    const result = run({
      business_line: 'horse',
      animal_date_of_birth: '01.01.2020',
      policy_start_date: '2026-04-01',
      animal_value: 10000,
      insurance: { enabled: true, base_product: 'optima', deductible: 100 },
    });
    expect(result.ok).toBe(false);
    expect(result).not.toHaveProperty('breakdown');
    if (!result.ok) {
      expect(result.problems.map((p) => p.key)).toEqual(['pricing.deductible_not_offered']);
      expect(result.eligibility?.horse?.treatment[1]?.deductibles).toEqual([500, 1000]);
    }
  });

  it('answers no eligibility for a birth date in the future', () => {
    const result = run({
      business_line: 'dog',
      animal_date_of_birth: '01.01.2027',
      policy_start_date: '2026-04-01',
    });
    expect(result).toMatchObject({ ok: false, eligibility: null });
  });

  it('labels every line with a message key and keeps the tariff version', () => {
    const result = run({
      business_line: 'cat',
      animal_date_of_birth: '15.01.2025',
      policy_start_date: '2026-04-01',
      cover_diseases: true,
      cover_prevention: true,
      payment_mode: 'halfyear',
      coupon_data: { code: 'X', discount_type: 'percentage', value: 5 },
    });
    if (!result.ok) throw new Error('expected a price');
    expect(result.breakdown.tariff_version).toBe('2026');
    expect(result.breakdown.lines.map((line) => [line.key, line.label_key, line.kind])).toEqual([
      ['base', 'pricing.line.base', 'premium'],
      ['diseases', 'pricing.line.diseases', 'premium'],
      ['prevention', 'pricing.line.prevention', 'premium'],
      ['coupon', 'pricing.line.coupon', 'discount'],
      ['halfyear_fee', 'pricing.line.halfyear_fee', 'fee'],
      ['halfyear_rounding', 'pricing.line.halfyear_rounding', 'fee'],
      ['stamp', 'pricing.line.stamp', 'tax'],
    ]);
    // dog and cat pay 6 months per half-yearly instalment: 4.90 × 6
    expect(result.breakdown.lines[0]?.period).toBe(29.4);
    expect(result.breakdown.annual_cap).toBe(8000);
    expect(result.breakdown.coupon).toEqual({
      code: 'X',
      discount_type: 'percentage',
      value: 5,
      is_discount: true,
    });
  });

  it('answers the horse insured value and treatment cap', () => {
    const result = run({
      business_line: 'horse',
      animal_date_of_birth: '01.01.2020',
      policy_start_date: '2026-04-01',
      animal_value: 6000,
      usage: 'sport',
      insurance: { enabled: true, base_product: 'optima', deductible: 1000 },
      death_insurance: { enabled: true, base_product: 2 },
    });
    if (!result.ok) throw new Error('expected a price');
    expect(result.breakdown.insured_value).toBe(10001);
    expect(result.breakdown.annual_cap).toBe(10000);
    expect(result.breakdown.monthly_premium).toBe(88.75); // (675 + 390.05) / 12 = 88.754
  });
});

describe('what the documents state: the cover priced and the first invoice', () => {
  it('describes a horse cover line by line, as priced', () => {
    const result = run({
      business_line: 'horse',
      animal_date_of_birth: '20.05.2018',
      policy_start_date: '2026-04-01',
      animal_value: 8000,
      usage: 'sport',
      usage_detail: 'Dressage',
      animal_sex: 'female',
      insurance: { enabled: true, base_product: 'optima', deductible: 500 },
      assista: true,
      death_insurance: { enabled: true, base_product: 2, invalidite: true, poulain: true },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { cover, lines } = result.breakdown;
    expect(lines.map((line) => line.key)).toEqual([
      'treatment',
      'assistance',
      'death',
      'invalidite',
      'poulain',
      'stamp',
    ]);
    expect(cover).toEqual({
      kind: 'horse',
      usage: 'sport',
      usage_detail: 'Dressage',
      animal_value: 8000,
      treatment: { product: 'optima', deductible: 500, coverage_percent: 90, annual_cap: 10000 },
      assistance: { included: false },
      // VIVA Spirit B in sport insures at least 10001
      death: { id: 2, name: 'VIVA Spirit B', indemnity_percent: 100, insured_value: 10001 },
      invalidite: { share_percent: 50, insured_sum: 5000.5 },
      poulain: { share_percent: 20, max_sum: 15000, insured_sum: 2000.2 },
    });
  });

  it('has no assistance in a horse cover without it, and says ultima includes it', () => {
    const horse = {
      business_line: 'horse',
      animal_date_of_birth: '20.05.2018',
      policy_start_date: '2026-04-01',
      animal_value: 12000,
    } as const;
    const without = run({
      ...horse,
      insurance: { enabled: true, base_product: 'optima', deductible: 1000 },
    });
    if (!without.ok) throw new Error('expected a price');
    expect(without.breakdown.cover).toMatchObject({ assistance: null, death: null });
    const ultima = run({
      ...horse,
      insurance: { enabled: true, base_product: 'ultima', deductible: 1000 },
    });
    if (!ultima.ok) throw new Error('expected a price');
    expect(ultima.breakdown.cover).toMatchObject({ assistance: { included: true } });
  });

  it('lists pro rata, first half-year and fee on the first invoice, with their periods', () => {
    const result = run({
      business_line: 'dog',
      animal_date_of_birth: '01.01.2022',
      policy_start_date: '2026-03-15',
      payment_mode: 'halfyear',
      cover_diseases: true,
      deductible: 500,
    });
    if (!result.ok) throw new Error('expected a price');
    const { first_invoice, totals, cover } = result.breakdown;
    expect(cover).toMatchObject({
      kind: 'pet',
      deductible: 500,
      diseases: true,
      prevention: false,
    });
    expect(totals.instalment_periods).toEqual([
      { from: '2026-04-01', to: '2026-09-30' },
      { from: '2026-10-01', to: '2027-03-31' },
    ]);
    expect(first_invoice.lines).toEqual([
      {
        key: 'pro_rata',
        label_key: 'pricing.line.pro_rata',
        amount: first_invoice.pro_rata.total,
        from: '2026-03-15',
        to: '2026-03-31',
      },
      {
        key: 'first_instalment',
        label_key: 'pricing.line.first_instalment',
        amount: totals.instalments[0],
        from: '2026-04-01',
        to: '2026-09-30',
      },
      {
        key: 'amendment_fee',
        label_key: 'pricing.line.amendment_fee',
        amount: 10,
        from: null,
        to: null,
      },
    ]);
  });

  it('has no pro rata line when the contract starts on the 1st', () => {
    const result = run({
      business_line: 'cat',
      animal_date_of_birth: '01.01.2022',
      policy_start_date: '2026-04-01',
    });
    if (!result.ok) throw new Error('expected a price');
    expect(
      result.breakdown.first_invoice.lines.map((line) => [line.key, line.from, line.to]),
    ).toEqual([
      ['first_instalment', '2026-04-01', '2027-03-31'],
      ['amendment_fee', null, null],
    ]);
  });
});

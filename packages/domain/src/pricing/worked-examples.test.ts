import { describe, expect, it } from 'vitest';
import { type QuoteRequest, quoteInputSchema } from '../schemas/pricing';
import { breedMinPrice } from './price-lists';
import { quote } from './quote';
import { tariff2026 } from './tariff-2026';

/**
 * The worked examples of docs/pricing.md, computed there by hand, asserted here to the centime.
 * Today is 10.03.2026 in every example.
 */
const today = '2026-03-10';

interface Example {
  id: string;
  request: QuoteRequest;
  lines: Record<string, number>;
  annual: { premium: number; coupon: number; stamp: number; fees: number; total: number };
  instalments: number[];
  proRata: { days: number; premium: number; coupon: number; stamp: number; total: number };
  firstInvoice: number;
}

const dog = (extra: Partial<Extract<QuoteRequest, { business_line: 'dog' }>>): QuoteRequest => ({
  business_line: 'dog',
  animal_date_of_birth: '15.01.2025',
  policy_start_date: '2026-04-01',
  ...extra,
});
const cat = (extra: Partial<Extract<QuoteRequest, { business_line: 'cat' }>>): QuoteRequest => ({
  business_line: 'cat',
  animal_date_of_birth: '15.01.2025',
  policy_start_date: '2026-04-01',
  ...extra,
});
const horse = (
  extra: Partial<Extract<QuoteRequest, { business_line: 'horse' }>>,
): QuoteRequest => ({
  business_line: 'horse',
  animal_date_of_birth: '20.05.2020',
  policy_start_date: '2026-04-01',
  animal_value: 12000,
  ...extra,
});
const noProRata = { days: 0, premium: 0, coupon: 0, stamp: 0, total: 0 };

const examples: Example[] = [
  {
    id: 'E1 dog, accident only, default level',
    request: dog({}),
    lines: { base: 56.4, stamp: 2.8 },
    annual: { premium: 56.4, coupon: 0, stamp: 2.8, fees: 0, total: 59.2 },
    instalments: [59.2],
    proRata: noProRata,
    firstInvoice: 69.2,
  },
  {
    id: 'E2 dog crossbreed 5.90/8.90, age 4, deductible 200, diseases and prevention',
    request: dog({
      animal_date_of_birth: '20.10.2021',
      min_price: breedMinPrice('dog', [5.9, 8.9]),
      deductible: 200,
      cover_diseases: true,
      cover_prevention: true,
    }),
    lines: { base: 180.6, diseases: 669, prevention: 114, stamp: 48.2 },
    annual: { premium: 963.6, coupon: 0, stamp: 48.2, fees: 0, total: 1011.8 },
    instalments: [1011.8],
    proRata: noProRata,
    firstInvoice: 1021.8,
  },
  {
    id: 'E3 cat outdoor, deductible 500, diseases',
    request: cat({ deductible: 500, cover_diseases: true }),
    lines: { base: 68.4, diseases: 182.4, stamp: 12.55 },
    annual: { premium: 250.8, coupon: 0, stamp: 12.55, fees: 0, total: 263.35 },
    instalments: [263.35],
    proRata: noProRata,
    firstInvoice: 273.35,
  },
  {
    id: 'E4 indoor cat, level 6.90, age 8',
    request: cat({ animal_date_of_birth: '01.02.2018', min_price: 6.9, is_indoor_cat: true }),
    lines: { base: 81, stamp: 4.05 },
    annual: { premium: 81, coupon: 0, stamp: 4.05, fees: 0, total: 85.05 },
    instalments: [85.05],
    proRata: noProRata,
    firstInvoice: 95.05,
  },
  {
    id: 'E5 dog, half-yearly',
    request: dog({
      min_price: 5.9,
      deductible: 500,
      cover_diseases: true,
      payment_mode: 'halfyear',
    }),
    lines: { base: 84.6, diseases: 292.2, halfyear_fee: 20, halfyear_rounding: 1, stamp: 18.85 },
    annual: { premium: 376.8, coupon: 0, stamp: 18.85, fees: 21, total: 416.65 },
    instalments: [208.35, 208.3],
    proRata: noProRata,
    firstInvoice: 218.35,
  },
  {
    id: 'E6 dog, start on the 20th: pro rata',
    request: dog({ policy_start_date: '20.03.2026' }),
    lines: { base: 56.4, stamp: 2.8 },
    annual: { premium: 56.4, coupon: 0, stamp: 2.8, fees: 0, total: 59.2 },
    instalments: [59.2],
    proRata: { days: 12, premium: 1.8, coupon: 0, stamp: 0.1, total: 1.9 },
    firstInvoice: 71.1,
  },
  {
    id: 'E7 E2 with a 10% coupon',
    request: dog({
      animal_date_of_birth: '20.10.2021',
      min_price: 8.9,
      deductible: 200,
      cover_diseases: true,
      cover_prevention: true,
      coupon_code: 'PRINTEMPS10',
      coupon_data: { code: 'PRINTEMPS10', discount_type: 'percentage', value: 10 },
    }),
    lines: { base: 180.6, diseases: 669, prevention: 114, coupon: -96.35, stamp: 43.35 },
    annual: { premium: 963.6, coupon: -96.35, stamp: 43.35, fees: 0, total: 910.6 },
    instalments: [910.6],
    proRata: noProRata,
    firstInvoice: 920.6,
  },
  {
    id: 'E8 E3 half-yearly with a CHF 50 coupon',
    request: cat({
      deductible: 500,
      cover_diseases: true,
      payment_mode: 'halfyear',
      coupon_data: { code: 'CHAT50', discount_type: 'fix', value: 50 },
    }),
    lines: {
      base: 68.4,
      diseases: 182.4,
      coupon: -50,
      halfyear_fee: 20,
      halfyear_rounding: 1,
      stamp: 10.05,
    },
    annual: { premium: 250.8, coupon: -50, stamp: 10.05, fees: 21, total: 231.85 },
    instalments: [115.95, 115.9],
    proRata: noProRata,
    firstInvoice: 125.95,
  },
  {
    id: 'E9 E1 with a special coupon: shown, no discount',
    request: dog({ coupon_data: { code: 'ELEVEUR', discount_type: 'special', value: 0 } }),
    lines: { base: 56.4, stamp: 2.8 },
    annual: { premium: 56.4, coupon: 0, stamp: 2.8, fees: 0, total: 59.2 },
    instalments: [59.2],
    proRata: noProRata,
    firstInvoice: 69.2,
  },
  {
    id: 'E10 E1 with a CHF 100 coupon: capped at the premium',
    request: dog({ coupon_data: { code: 'CENT', discount_type: 'fix', value: 100 } }),
    lines: { base: 56.4, coupon: -56.4, stamp: 0 },
    annual: { premium: 56.4, coupon: -56.4, stamp: 0, fees: 0, total: 0 },
    instalments: [0],
    proRata: noProRata,
    firstInvoice: 10,
  },
  {
    id: 'E11 E6 with a 10% coupon, also on the pro rata',
    request: dog({
      policy_start_date: '20.03.2026',
      coupon_data: { code: 'DIX', discount_type: 'percentage', value: 10 },
    }),
    lines: { base: 56.4, coupon: -5.65, stamp: 2.55 },
    annual: { premium: 56.4, coupon: -5.65, stamp: 2.55, fees: 0, total: 53.3 },
    instalments: [53.3],
    proRata: { days: 12, premium: 1.8, coupon: -0.2, stamp: 0.1, total: 1.7 },
    firstInvoice: 65,
  },
  {
    id: 'E12 horse prima, loisir, deductible 1000',
    request: horse({ insurance: { enabled: true, base_product: 'prima', deductible: 1000 } }),
    lines: { treatment: 372, stamp: 18.6 },
    annual: { premium: 372, coupon: 0, stamp: 18.6, fees: 0, total: 390.6 },
    instalments: [390.6],
    proRata: noProRata,
    firstInvoice: 400.6,
  },
  {
    id: 'E13 horse prima, sport, deductible 100, with assistance',
    request: horse({
      usage: 'sport',
      usage_detail: "Saut d'obstacle",
      animal_group: 'sport',
      insurance: { enabled: true, base_product: 'prima', deductible: 100 },
      assista: true,
    }),
    lines: { treatment: 690, assistance: 72, stamp: 38.1 },
    annual: { premium: 762, coupon: 0, stamp: 38.1, fees: 0, total: 800.1 },
    instalments: [800.1],
    proRata: noProRata,
    firstInvoice: 810.1,
  },
  {
    id: 'E14 horse optima, haut-risque, deductible 500',
    request: horse({
      usage: 'haut-risque',
      usage_detail: 'Endurance',
      insurance: { enabled: true, base_product: 'optima', deductible: 500 },
    }),
    lines: { treatment: 990, stamp: 49.5 },
    annual: { premium: 990, coupon: 0, stamp: 49.5, fees: 0, total: 1039.5 },
    instalments: [1039.5],
    proRata: noProRata,
    firstInvoice: 1049.5,
  },
  {
    id: 'E15 horse ultima, loisir, deductible 1000: assistance forced on and free',
    request: horse({
      insurance: { enabled: true, base_product: 'ultima', deductible: 1000 },
      assista: false,
    }),
    lines: { treatment: 780, assistance: 0, stamp: 39 },
    annual: { premium: 780, coupon: 0, stamp: 39, fees: 0, total: 819 },
    instalments: [819],
    proRata: noProRata,
    firstInvoice: 829,
  },
  {
    id: 'E16 horse assistance alone',
    request: horse({ assista: true }),
    lines: { assistance: 89, stamp: 4.45 },
    annual: { premium: 89, coupon: 0, stamp: 4.45, fees: 0, total: 93.45 },
    instalments: [93.45],
    proRata: noProRata,
    firstInvoice: 103.45,
  },
  {
    id: 'E17 VIVA Spirit A, loisir, age 5, value 8000',
    request: horse({ animal_value: 8000, death_insurance: { enabled: true, base_product: 1 } }),
    lines: { death: 256, stamp: 12.8 },
    annual: { premium: 256, coupon: 0, stamp: 12.8, fees: 0, total: 268.8 },
    instalments: [268.8],
    proRata: noProRata,
    firstInvoice: 278.8,
  },
  {
    id: 'E18 VIVA Spirit B, loisir, value 30000, with invalidity',
    request: horse({
      animal_value: 30000,
      death_insurance: { enabled: true, base_product: 2, invalidite: true },
    }),
    lines: { death: 900, invalidite: 300, stamp: 60 },
    annual: { premium: 1200, coupon: 0, stamp: 60, fees: 0, total: 1260 },
    instalments: [1260],
    proRata: noProRata,
    firstInvoice: 1270,
  },
  {
    id: 'E19 VIVA Spirit B, sport, value 8000 priced as 10001, invalidity and foal',
    request: horse({
      animal_date_of_birth: '20.05.2018',
      animal_value: 8000,
      usage: 'sport',
      usage_detail: 'Dressage',
      death_insurance: { enabled: true, base_product: 2, invalidite: true, poulain: true },
      // the foal cover is for a mare
      animal_sex: 'female',
    }),
    lines: { death: 390.05, invalidite: 125, poulain: 90, stamp: 30.25 },
    annual: { premium: 605.05, coupon: 0, stamp: 30.25, fees: 0, total: 635.3 },
    instalments: [635.3],
    proRata: noProRata,
    firstInvoice: 645.3,
  },
  {
    id: 'E20 VIVA Spirit A at age 10 with assistance at the combined price',
    request: horse({
      animal_date_of_birth: '20.05.2015',
      animal_value: 20000,
      assista: true,
      death_insurance: { enabled: true, base_product: 1 },
    }),
    lines: { assistance: 72, death: 800, stamp: 43.6 },
    annual: { premium: 872, coupon: 0, stamp: 43.6, fees: 0, total: 915.6 },
    instalments: [915.6],
    proRata: noProRata,
    firstInvoice: 925.6,
  },
  {
    id: 'E21 horse prima and VIVA Spirit A, half-yearly',
    request: horse({
      animal_value: 8000,
      payment_mode: 'halfyear',
      insurance: { enabled: true, base_product: 'prima', deductible: 500 },
      death_insurance: { enabled: true, base_product: 1 },
    }),
    lines: { treatment: 456, death: 256, halfyear_fee: 20, halfyear_rounding: 1, stamp: 35.6 },
    annual: { premium: 712, coupon: 0, stamp: 35.6, fees: 21, total: 768.6 },
    instalments: [384.3, 384.3],
    proRata: noProRata,
    firstInvoice: 394.3,
  },
  {
    id: 'E22 half-yearly split of an odd amount',
    request: horse({
      animal_value: 8005,
      payment_mode: 'halfyear',
      death_insurance: { enabled: true, base_product: 1 },
    }),
    lines: { death: 256.15, halfyear_fee: 20, halfyear_rounding: 1, stamp: 12.8 },
    annual: { premium: 256.15, coupon: 0, stamp: 12.8, fees: 21, total: 289.95 },
    instalments: [145, 144.95],
    proRata: noProRata,
    firstInvoice: 155,
  },
  {
    id: 'E23 E12 starting on 15 March: pro rata 17/31',
    request: horse({
      policy_start_date: '15.03.2026',
      insurance: { enabled: true, base_product: 'prima', deductible: 1000 },
    }),
    lines: { treatment: 372, stamp: 18.6 },
    annual: { premium: 372, coupon: 0, stamp: 18.6, fees: 0, total: 390.6 },
    instalments: [390.6],
    proRata: { days: 17, premium: 17, coupon: 0, stamp: 0.85, total: 17.85 },
    firstInvoice: 418.45,
  },
];

describe('worked examples of docs/pricing.md', () => {
  const schema = quoteInputSchema({ tariff: tariff2026, today });

  it.each(examples)('$id', (example) => {
    const input = schema.parse(example.request);
    const result = quote(input, tariff2026, today);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { breakdown } = result;
    expect(Object.fromEntries(breakdown.lines.map((line) => [line.key, line.annual]))).toEqual(
      example.lines,
    );
    expect(breakdown.totals.annual).toEqual(example.annual);
    expect(breakdown.totals.instalments).toEqual(example.instalments);
    const { days_in_month: _ignored, ...proRata } = breakdown.first_invoice.pro_rata;
    expect(proRata).toEqual(example.proRata);
    expect(breakdown.first_invoice.total).toBe(example.firstInvoice);
  });

  it('has at least 20 examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20);
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { QuoteEligibility } from '../pricing/eligibility';
import type { HorseDeathOption } from '../pricing/horse';
import { type QuoteBreakdown, quote } from '../pricing/quote';
import { tariff2026 } from '../pricing/tariff-2026';
import { horseDeathOptionSchema, quoteAnswerSchema } from './answers';
import { type QuoteRequest, quoteInputBaseSchema } from './pricing';

type Row = z.output<typeof horseDeathOptionSchema>;
type Risk = Row['additional_risks'][number];

// The horse option row is the engine's HorseDeathOption, written again as a schema for the route:
// a field added to one and not to the other fails the typecheck (the serializer would drop it
// from the answer without a word).
describe('the horse option row schema', () => {
  it('names the fields the engine writes, and only those', () => {
    expectTypeOf<keyof Row>().toEqualTypeOf<keyof HorseDeathOption>();
    expectTypeOf<keyof Risk>().toEqualTypeOf<keyof HorseDeathOption['additional_risks'][number]>();
  });

  it('accepts a row as the engine types it', () => {
    const row: HorseDeathOption = {
      id: 1,
      name: 'VIVA Spirit A',
      indemnite_deces: 80,
      insured_value: 8000,
      price: 256,
      available: true,
      reason: null,
      additional_risks: [
        {
          id: 2,
          name: 'invalidite',
          percentage: 1,
          price: 80,
          available: false,
          reason: { key: 'pricing.value_max', params: { max: 50000 } },
        },
      ],
    };
    expectTypeOf(row).toExtend<z.input<typeof horseDeathOptionSchema>>();
    expect(horseDeathOptionSchema.parse(row)).toEqual(row);
  });
});

// The quote's answer is the engine's QuoteBreakdown and QuoteEligibility written as a schema: a
// field the schema does not name would be dropped from the answer (zod strips it), and zod answers
// in the schema's key order, so every branch the engine writes is parsed here and must come back
// as the same JSON.
describe('the quote answer schema', () => {
  const answerOf = (request: QuoteRequest) => {
    const result = quote(quoteInputBaseSchema.parse(request), tariff2026, '2026-03-10');
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return { breakdown: result.breakdown, eligibility: result.eligibility };
  };

  it('names the top-level fields the engine writes, and only those', () => {
    type Answer = z.output<typeof quoteAnswerSchema>;
    expectTypeOf<keyof Answer['breakdown']>().toEqualTypeOf<keyof QuoteBreakdown>();
    expectTypeOf<keyof Answer['eligibility']>().toEqualTypeOf<keyof QuoteEligibility>();
    expectTypeOf<{ breakdown: QuoteBreakdown; eligibility: QuoteEligibility }>().toExtend<
      z.input<typeof quoteAnswerSchema>
    >();
  });

  it.each<[string, QuoteRequest]>([
    [
      'a cat paid half-yearly with a coupon, starting mid-month',
      {
        business_line: 'cat',
        animal_date_of_birth: '15.01.2025',
        policy_start_date: '2026-04-15',
        cover_diseases: true,
        cover_prevention: true,
        payment_mode: 'halfyear',
        coupon_data: { code: 'X', discount_type: 'percentage', value: 5 },
      },
    ],
    [
      'a mare with every horse cover and a fixed coupon',
      {
        business_line: 'horse',
        animal_date_of_birth: '20.05.2018',
        policy_start_date: '2026-04-20',
        animal_value: 8000,
        usage: 'sport',
        usage_detail: 'Dressage',
        animal_sex: 'female',
        insurance: { enabled: true, base_product: 'optima', deductible: 500 },
        assista: true,
        death_insurance: { enabled: true, base_product: 2, invalidite: true, poulain: true },
        coupon_data: { code: 'Y', discount_type: 'fix', value: 20 },
      },
    ],
  ])('passes %s through whole', (_name, request) => {
    const answer = answerOf(request);
    // the same JSON, keys in the same order: the answer's bytes do not change on the way out
    expect(JSON.stringify(quoteAnswerSchema.parse(answer))).toBe(JSON.stringify(answer));
  });
});

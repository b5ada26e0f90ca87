// quote() throughput on one core (issue 3): the full breakdown of a mix of dog, cat and horse
// quotes, computed in a tight loop for a few seconds in this process.
import { quote } from '@app/domain/pricing/quote';
import { tariff2026 } from '@app/domain/pricing/tariff';
import { quoteInputBaseSchema } from '@app/domain/schemas/pricing';
import type { Measurement } from './lib/measurement';
import { round } from './lib/measurement';

const today = '2026-03-10';
const inputs = [
  {
    business_line: 'dog',
    min_price: 5.9,
    animal_date_of_birth: '20.10.2021',
    policy_start_date: '2026-04-01',
    deductible: 200,
    cover_diseases: true,
    cover_prevention: true,
  },
  {
    business_line: 'cat',
    min_price: 4.9,
    animal_date_of_birth: '01.02.2018',
    policy_start_date: '2026-03-20',
    is_indoor_cat: true,
    payment_mode: 'halfyear',
    coupon_data: { code: 'X', discount_type: 'percentage', value: 10 },
  },
  {
    business_line: 'horse',
    animal_date_of_birth: '10.02.2016',
    policy_start_date: '2026-04-01',
    usage: 'sport',
    usage_detail: 'Dressage',
    animal_group: 'sport',
    animal_value: 25000,
    insurance: { enabled: true, base_product: 'optima', deductible: 500 },
    assista: true,
    death_insurance: { enabled: true, base_product: 2, invalidite: false, poulain: false },
  },
].map((input) => quoteInputBaseSchema.parse(input));

export async function quoteThroughput(): Promise<Measurement[]> {
  for (const input of inputs) {
    const result = quote(input, tariff2026, today);
    if (!result.ok)
      throw new Error(
        `the bench quote ${input.business_line} is refused: ${JSON.stringify(result.problems)}`,
      );
  }
  // warm-up, then a fixed time
  for (let i = 0; i < 5_000; i += 1)
    quote(inputs[i % inputs.length] as (typeof inputs)[number], tariff2026, today);
  const durationMs = 3_000;
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < durationMs) {
    for (let i = 0; i < 100; i += 1)
      quote(inputs[(count + i) % inputs.length] as (typeof inputs)[number], tariff2026, today);
    count += 100;
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    { name: 'quote.per-second', value: round(count / seconds, 0), unit: 'quotes/s' },
    { name: 'quote.mean', value: round((seconds * 1e6) / count, 1), unit: 'µs' },
  ];
}

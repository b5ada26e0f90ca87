// quote() throughput on one core (issues 3 and 14): the full breakdown of dog and cat quotes (the
// pet path) and of horse quotes (the horse path), each in a tight loop in this process, counted
// per second of CPU time the process used (process.cpuUsage): on a machine shared with other
// work the wall clock also counts the time the process waited for a core. The anchor is engine
// v1 (packages/domain/src/pricing/reference-v1, the engine before issue 14) on the same inputs,
// in the same run. Paths and engines are timed in alternating rounds; the median round counts.
import { quote } from '@app/domain/pricing/quote';
import { quote as quoteV1 } from '@app/domain/pricing/reference-v1/quote';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import { quoteInputBaseSchema } from '@app/domain/schemas/pricing';
import { type Measurement, median, round } from './lib/measurement';

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

type Input = (typeof inputs)[number];
type Engine = typeof quote;
const pet = inputs.filter((input) => input.business_line !== 'horse');
const horse = inputs.filter((input) => input.business_line === 'horse');

const ROUNDS = 7;
const ROUND_MS = 300;

interface Rate {
  /** Quotes per second of CPU time used by the process. */
  cpu: number;
  /** Quotes per second of wall-clock time. */
  wall: number;
}

/** One round of the given inputs in turn. */
function measureRound(engine: Engine, path: readonly Input[]): Rate {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < ROUND_MS) {
    for (let i = 0; i < 100; i += 1)
      engine(path[(count + i) % path.length] as Input, tariff2026, today);
    count += 100;
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { cpu: count / ((cpu.user + cpu.system) / 1e6), wall: count / wallSeconds };
}

export async function quoteThroughput(): Promise<Measurement[]> {
  for (const input of inputs) {
    const result = quote(input, tariff2026, today);
    if (!result.ok)
      throw new Error(
        `the bench quote ${input.business_line} is refused: ${JSON.stringify(result.problems)}`,
      );
    if (JSON.stringify(result) !== JSON.stringify(quoteV1(input, tariff2026, today)))
      throw new Error(`engine v1 prices the bench quote ${input.business_line} differently`);
  }
  // warm-up (every input through both engines), then alternating rounds
  for (let i = 0; i < 20_000; i += 1) {
    quote(inputs[i % inputs.length] as Input, tariff2026, today);
    quoteV1(inputs[i % inputs.length] as Input, tariff2026, today);
  }
  const rounds = {
    pet: [] as Rate[],
    horse: [] as Rate[],
    petV1: [] as Rate[],
    horseV1: [] as Rate[],
  };
  for (let turn = 0; turn < ROUNDS; turn += 1) {
    rounds.pet.push(measureRound(quote, pet));
    rounds.horse.push(measureRound(quote, horse));
    rounds.petV1.push(measureRound(quoteV1, pet));
    rounds.horseV1.push(measureRound(quoteV1, horse));
  }
  const cpuRate = (rates: Rate[]) => round(median(rates.map((rate) => rate.cpu)), 0);
  const wallRate = (rates: Rate[]) => round(median(rates.map((rate) => rate.wall)), 0);
  const v1 = 'engine v1 (before issue 14), same run';
  return [
    {
      name: 'quote.pet.per-cpu-second',
      value: cpuRate(rounds.pet),
      unit: 'quotes/s',
      budget: { min: 150_000 },
      anchor: { label: v1, value: cpuRate(rounds.petV1) },
    },
    {
      name: 'quote.horse.per-cpu-second',
      value: cpuRate(rounds.horse),
      unit: 'quotes/s',
      budget: { min: 150_000 },
      anchor: { label: v1, value: cpuRate(rounds.horseV1) },
    },
    {
      name: 'quote.pet.per-wall-second',
      value: wallRate(rounds.pet),
      unit: 'quotes/s',
      anchor: { label: v1, value: wallRate(rounds.petV1) },
    },
    {
      name: 'quote.horse.per-wall-second',
      value: wallRate(rounds.horse),
      unit: 'quotes/s',
      anchor: { label: v1, value: wallRate(rounds.horseV1) },
    },
  ];
}

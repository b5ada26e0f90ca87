import { describe, expect, it } from 'vitest';
import { type QuoteRequest, quoteInputBaseSchema } from '../schemas/pricing';
import { checkAnimalDates, checkHorseRequest, checkQuote, quoteEligibility } from './eligibility';
import { tariff2026 } from './tariff-2026';

const today = '2026-03-10';
const parse = (request: QuoteRequest) => quoteInputBaseSchema.parse(request);
const problemsOf = (request: QuoteRequest) =>
  checkQuote(parse(request), tariff2026, today).map((p) => [p.path.join('.'), p.key, p.params]);

const horse = (
  extra: Partial<Extract<QuoteRequest, { business_line: 'horse' }>>,
): QuoteRequest => ({
  business_line: 'horse',
  animal_date_of_birth: '20.05.2020',
  policy_start_date: '2026-04-01',
  animal_value: 12000,
  insurance: { enabled: true, base_product: 'prima', deductible: 1000 },
  ...extra,
});

describe('checkAnimalDates', () => {
  it.each([
    ['dog', '2021-01-01', '2026-04-01', []],
    ['dog', '2026-03-11', '2026-06-11', [['animal_date_of_birth', 'pricing.birth_in_future', {}]]],
    ['dog', '2005-03-01', '2026-04-01', [['animal_date_of_birth', 'pricing.age_max', { max: 20 }]]],
    ['dog', '2006-04-02', '2026-04-01', []], // 19 years at the start
    ['cat', '1995-04-01', '2026-04-01', [['animal_date_of_birth', 'pricing.age_max', { max: 30 }]]],
    ['cat', '1996-04-02', '2026-04-01', []], // 29 years at the start
    [
      'horse',
      '1985-01-01',
      '2026-04-01',
      [['animal_date_of_birth', 'pricing.age_max', { max: 40 }]],
    ],
    [
      'dog',
      '2021-01-01',
      '2026-03-09',
      [['policy_start_date', 'pricing.start_too_early', { min: '10.03.2026' }]],
    ],
    [
      'dog',
      '2021-01-01',
      '2026-06-11',
      [['policy_start_date', 'pricing.start_too_late', { max: '10.06.2026' }]],
    ],
    // a 2-month-old puppy: not before birth + 3 months
    [
      'dog',
      '2026-01-20',
      '2026-04-19',
      [['policy_start_date', 'pricing.start_too_early', { min: '20.04.2026' }]],
    ],
    ['dog', '2026-01-20', '2026-04-20', []],
  ] as const)('%s born %s starting %s', (line, birth, start, expected) => {
    expect(
      checkAnimalDates(line, birth, start, today).map((p) => [p.path.join('.'), p.key, p.params]),
    ).toEqual(expected);
  });
});

describe('checkQuote: bad input gets the field and a message key, never a price', () => {
  it.each<[string, QuoteRequest, unknown[]]>([
    [
      'dog deductible not offered',
      {
        business_line: 'dog',
        animal_date_of_birth: '01.01.2022',
        policy_start_date: '2026-04-01',
        deductible: 100,
      },
      [['deductible', 'pricing.deductible_not_offered', { deductibles: '200, 500, 1000' }]],
    ],
    [
      'prevention without diseases',
      {
        business_line: 'cat',
        animal_date_of_birth: '01.01.2022',
        policy_start_date: '2026-04-01',
        cover_prevention: true,
      },
      [['cover_prevention', 'pricing.prevention_needs_diseases', {}]],
    ],
    [
      'online half-yearly',
      {
        business_line: 'cat',
        animal_date_of_birth: '01.01.2022',
        policy_start_date: '2026-04-01',
        payment_method: 'online',
        payment_mode: 'halfyear',
      },
      [['payment_mode', 'pricing.online_yearly_only', {}]],
    ],
    [
      'optima deductible 100',
      horse({ insurance: { enabled: true, base_product: 'optima', deductible: 100 } }),
      [['insurance.deductible', 'pricing.deductible_not_offered', { deductibles: '500, 1000' }]],
    ],
    [
      'ultima at 17',
      horse({
        animal_date_of_birth: '01.01.2009',
        insurance: { enabled: true, base_product: 'ultima', deductible: 500 },
      }),
      [['insurance.base_product', 'pricing.product_age_max', { product: 'ultima', max: 16 }]],
    ],
    [
      'any cover at 30',
      horse({ animal_date_of_birth: '01.01.1996' }),
      [['animal_date_of_birth', 'pricing.cover_age_max', { max: 29 }]],
    ],
    [
      'a 31-year-old horse without any cover: its age, not "choose a cover"',
      horse({ animal_date_of_birth: '01.01.1995', insurance: { enabled: false } }),
      [['animal_date_of_birth', 'pricing.cover_age_max', { max: 29 }]],
    ],
    [
      'foal cover without the sex of the horse',
      horse({ death_insurance: { enabled: true, base_product: 2, poulain: true } }),
      [['death_insurance.poulain', 'pricing.foal_sex_required', {}]],
    ],
    [
      'foal cover for a stallion or a gelding',
      horse({
        animal_sex: 'male',
        death_insurance: { enabled: true, base_product: 2, poulain: true },
      }),
      [['death_insurance.poulain', 'pricing.foal_mare_only', {}]],
    ],
    [
      'treatment without a product',
      horse({ insurance: { enabled: true } }),
      [['insurance.base_product', 'pricing.product_required', {}]],
    ],
    [
      'no cover at all',
      horse({ insurance: { enabled: false } }),
      [['insurance', 'pricing.no_cover', {}]],
    ],
    [
      'usage other',
      horse({ usage: 'other', usage_detail: 'Autre' }),
      [['usage', 'pricing.usage_other', { email: 'agents@alpaws.example' }]],
    ],
    [
      'a discipline of another usage group',
      horse({ usage: 'loisir', usage_detail: 'Dressage' }),
      [['usage_detail', 'pricing.usage_detail_mismatch', {}]],
    ],
    [
      'an animal group of another usage group',
      horse({ usage: 'haut-risque', animal_group: 'breed' }),
      [['animal_group', 'pricing.usage_detail_mismatch', {}]],
    ],
    [
      'an unknown death product',
      horse({ death_insurance: { enabled: true, base_product: 9 } }),
      [['death_insurance.base_product', 'pricing.death_product_unknown', {}]],
    ],
    [
      'VIVA Spirit B at 12',
      horse({
        animal_date_of_birth: '01.01.2014',
        death_insurance: { enabled: true, base_product: 2 },
      }),
      [['death_insurance.base_product', 'pricing.death_product_not_offered', {}]],
    ],
    [
      'invalidity at 9',
      horse({
        animal_date_of_birth: '01.01.2017',
        death_insurance: { enabled: true, base_product: 2, invalidite: true },
      }),
      [['death_insurance.invalidite', 'pricing.invalidity_age_max', { max: 8 }]],
    ],
    [
      'invalidity and foal with VIVA Spirit A',
      horse({
        death_insurance: { enabled: true, base_product: 1, invalidite: true, poulain: true },
      }),
      [
        ['death_insurance.invalidite', 'pricing.risk_not_offered', {}],
        ['death_insurance.poulain', 'pricing.risk_not_offered', {}],
      ],
    ],
  ])('%s', (_name, request, expected) => {
    expect(problemsOf(request)).toEqual(expected);
  });

  it('accepts the foal cover for a mare', () => {
    expect(
      problemsOf(
        horse({
          animal_sex: 'female',
          death_insurance: { enabled: true, base_product: 2, poulain: true },
        }),
      ),
    ).toEqual([]);
  });

  it('accepts invalidity at 8 and a value of exactly 50000', () => {
    expect(
      problemsOf(
        horse({
          animal_date_of_birth: '01.01.2018',
          animal_value: 50000,
          death_insurance: { enabled: true, base_product: 2, invalidite: true },
        }),
      ),
    ).toEqual([]);
  });

  it('refuses a value over the cap even without the schema', () => {
    const input = parse(horse({}));
    if (input.business_line !== 'horse') throw new Error('horse expected');
    const problems = checkQuote({ ...input, animal_value: 50001 }, tariff2026, today);
    expect(problems.map((p) => [p.path.join('.'), p.key])).toContainEqual([
      'animal_value',
      'pricing.value_max',
    ]);
  });
});

describe('checkHorseRequest: what step 1 and the price lists refuse', () => {
  const request = (birth: string, usage: 'loisir' | 'other' = 'loisir') => ({
    animal_date_of_birth: parse(horse({ animal_date_of_birth: birth })).animal_date_of_birth,
    policy_start_date: '2026-04-01',
    usage,
  });

  it.each([
    ['01.04.1995', 31],
    ['01.04.1996', 30],
  ])('refuses a horse born %s (%i at the start) on its birth date', (birth) => {
    expect(checkHorseRequest(request(birth), today).map((p) => [p.path.join('.'), p.key])).toEqual([
      ['animal_date_of_birth', 'pricing.cover_age_max'],
    ]);
  });

  it('accepts a horse of 29 at the start', () => {
    expect(checkHorseRequest(request('02.04.1996'), today)).toEqual([]);
  });
});

describe('quoteEligibility', () => {
  it('tells the UI which horse products, deductibles and start dates are allowed and why not', () => {
    const eligibility = quoteEligibility(
      {
        business_line: 'horse',
        animal_date_of_birth: '2009-01-01',
        policy_start_date: '2026-04-01',
        animal_value: 20000,
        usage: 'loisir',
      },
      tariff2026,
      today,
    );
    expect(eligibility.age_years).toBe(17);
    expect(eligibility.start_window).toEqual({ min: '2026-03-10', max: '2026-06-10' });
    expect(eligibility.online_start_dates).toEqual(['2026-04-01', '2026-05-01', '2026-06-01']);
    expect(eligibility.can_subscribe_online_by_age).toBe(false);
    expect(
      eligibility.horse?.treatment.map((t) => [
        t.name,
        t.available,
        t.reason?.key ?? null,
        t.deductibles,
      ]),
    ).toEqual([
      ['prima', true, null, [100, 500, 1000]],
      ['optima', false, 'pricing.product_age_max', [500, 1000]],
      ['ultima', false, 'pricing.product_age_max', [500, 1000]],
    ]);
    expect(
      eligibility.horse?.death.map((d) => [d.name, d.available, d.reason?.key ?? null]),
    ).toEqual([
      ['VIVA Spirit A', false, 'pricing.death_product_not_offered'],
      ['VIVA Spirit B', false, 'pricing.death_product_not_offered'],
    ]);
  });

  it('answers the dog deductibles and the online age limit of 9 years', () => {
    const young = quoteEligibility(
      { business_line: 'dog', animal_date_of_birth: '2017-04-01', policy_start_date: '2026-04-01' },
      tariff2026,
      today,
    );
    expect(young.deductibles).toEqual([200, 500, 1000]);
    expect(young.can_subscribe_online_by_age).toBe(true);
    expect(young.horse).toBeNull();
  });

  it('asks for the value before offering death cover', () => {
    const eligibility = quoteEligibility(
      { business_line: 'horse', animal_date_of_birth: '2020-01-01' },
      tariff2026,
      today,
    );
    expect(eligibility.horse?.death[0]?.reason?.key).toBe('pricing.value_required');
  });
});

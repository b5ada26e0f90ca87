import { describe, expect, it } from 'vitest';
import { tariff2026 } from '../pricing/tariff-2026';
import { issuesToErrors } from '../validation';
import {
  couponDataSchema,
  couponRequestSchema,
  horseGetPricesRequestSchema,
  horseOptionPriceRequestSchema,
  petPriceRequestSchema,
  quoteInputSchema,
} from './pricing';

const context = { tariff: tariff2026, today: '2026-03-10' };

function errorsOf(
  schema: { safeParse: (input: unknown) => unknown },
  input: unknown,
  locale: 'fr' | 'de' = 'fr',
) {
  const result = schema.safeParse(input) as
    | { success: true }
    | { success: false; error: { issues: Parameters<typeof issuesToErrors>[0] } };
  if (result.success) throw new Error('expected a validation failure');
  return issuesToErrors(result.error.issues, locale, input);
}

describe('quoteInputSchema: the 422 answer {errors: {field: [message]}}', () => {
  const schema = quoteInputSchema(context);

  it('parses a dog quote, reading both date forms and applying defaults', () => {
    const input = schema.parse({
      business_line: 'dog',
      animal_date_of_birth: '15.01.2025',
      policy_start_date: '01.04.2026',
    });
    expect(input).toMatchObject({
      animal_date_of_birth: '2025-01-15',
      policy_start_date: '2026-04-01',
      deductible: 1000,
      cover_diseases: false,
      payment_mode: 'yearly',
      payment_method: 'invoice',
    });
  });

  it.each([
    [
      'an impossible date',
      { business_line: 'dog', animal_date_of_birth: '31.02.2020', policy_start_date: '2026-04-01' },
      { animal_date_of_birth: ['Veuillez saisir une date valide au format JJ.MM.AAAA.'] },
    ],
    [
      'a dog over 20',
      { business_line: 'dog', animal_date_of_birth: '01.01.2005', policy_start_date: '2026-04-01' },
      { animal_date_of_birth: ['L’animal ne doit pas avoir plus de 20 ans au début du contrat.'] },
    ],
    [
      'a start date after the window',
      { business_line: 'cat', animal_date_of_birth: '01.01.2020', policy_start_date: '2026-07-01' },
      { policy_start_date: ['Le contrat peut commencer au plus tard le 10.06.2026.'] },
    ],
    [
      'a horse value over the cap',
      {
        business_line: 'horse',
        animal_date_of_birth: '01.01.2020',
        policy_start_date: '2026-04-01',
        animal_value: 60000,
        assista: true,
      },
      { animal_value: ['La valeur assurée ne peut pas dépasser CHF 50000.'] },
    ],
    [
      'a deductible not offered for the product',
      {
        business_line: 'horse',
        animal_date_of_birth: '01.01.2020',
        policy_start_date: '2026-04-01',
        animal_value: 10000,
        insurance: { enabled: true, base_product: 'ultima', deductible: 100 },
      },
      {
        'insurance.deductible': [
          'Cette franchise n’est pas proposée. Franchises possibles : CHF 500, 1000.',
        ],
      },
    ],
    [
      'an unknown business line',
      {
        business_line: 'bird',
        animal_date_of_birth: '01.01.2020',
        policy_start_date: '2026-04-01',
      },
      { business_line: ['Cette valeur n’est pas valide.'] },
    ],
  ])('answers %s at its field', (_name, input, expected) => {
    expect(errorsOf(schema, input)).toEqual(expected);
  });

  it('answers in German too', () => {
    expect(
      errorsOf(
        schema,
        {
          business_line: 'horse',
          animal_date_of_birth: '01.01.2020',
          policy_start_date: '2026-04-01',
          animal_value: 10000,
          usage: 'other',
          usage_detail: 'Autre',
          assista: true,
        },
        'de',
      ),
    ).toEqual({ usage: ['Bitte kontaktieren Sie unseren Agenten: agents@alpaws.example'] });
  });
});

describe('price request schemas', () => {
  it('validates the dog price request with the dates rules', () => {
    const schema = petPriceRequestSchema({ ...context, businessLine: 'dog' });
    expect(
      schema.parse({
        animal_race_id: 12,
        animal_date_of_birth: '01.01.2020',
        policy_start_date: '2026-04-01',
      }),
    ).toMatchObject({ animal_date_of_birth: '2020-01-01', is_indoor_cat: false });
    expect(
      errorsOf(schema, { animal_date_of_birth: '01.01.2027', policy_start_date: '2026-04-01' }),
    ).toEqual({ animal_date_of_birth: ['La date de naissance ne peut pas être dans le futur.'] });
  });

  it('requires the value for the horse option prices but not for the base prices', () => {
    const base = { animal_date_of_birth: '01.01.2020', policy_start_date: '2026-04-01' };
    expect(horseGetPricesRequestSchema(context).parse(base)).toMatchObject({ usage: 'loisir' });
    expect(errorsOf(horseOptionPriceRequestSchema(context), base)).toEqual({
      animal_value: ['Ce champ est obligatoire.'],
    });
  });
});

describe('coupon schemas', () => {
  it('reads the coupon request and the coupon data', () => {
    expect(couponRequestSchema.parse({ code: ' ete25 ', user_token: 'abc' })).toEqual({
      code: 'ete25',
      user_token: 'abc',
    });
    expect(errorsOf(couponRequestSchema, { code: '' })).toEqual({
      code: ['Ce champ est obligatoire.'],
    });
    expect(
      couponDataSchema.safeParse({ value: 120, discount_type: 'percentage', code: 'X' }).success,
    ).toBe(false);
    expect(
      couponDataSchema.safeParse({ value: 120, discount_type: 'fix', code: 'X' }).success,
    ).toBe(true);
  });
});

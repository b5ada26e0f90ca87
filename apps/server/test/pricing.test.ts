import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders } from './helpers';

// docs/pricing.md: every worked example is dated 10.03.2026 in Switzerland
const now = () => new Date('2026-03-10T09:00:00Z');
let app: FastifyInstance;
let headers: Record<string, string>;
const breeds: Record<string, { id: number; slug: string; min_price: number }[]> = {};

beforeAll(async () => {
  app = await createTestApp({}, { now, startJobs: false });
  headers = await csrfHeaders(app);
  for (const bl of ['dog', 'cat', 'horse']) {
    breeds[bl] = (
      await app.inject({ method: 'GET', url: `/api/business-lines/${bl}/animal-races` })
    ).json();
  }
});
afterAll(() => app.close());

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers, payload });
const breed = (bl: string, slug: string) => {
  const found = breeds[bl]?.find((b) => b.slug === slug);
  if (!found) throw new Error(`no ${bl} breed ${slug}`);
  return found;
};
const breedAt = (bl: string, level: number) => {
  const found = breeds[bl]?.find((b) => b.min_price === level);
  if (!found) throw new Error(`no ${bl} breed at ${level}`);
  return found;
};
const isMultipleOf5Centimes = (amount: number) => Math.round(amount * 100) % 5 === 0;

describe('POST /api/business-lines/{dog|cat}/price', () => {
  it('answers a row for every deductible and cover combination, in 5-centime steps', async () => {
    const response = await post('/api/business-lines/dog/price', {
      animal_name: 'Rex',
      animal_race_id: breed('dog', 'divers').id,
      animal_date_of_birth: '15.01.2025',
      policy_start_date: '2026-04-01',
    });
    expect(response.statusCode).toBe(200);
    const rows =
      response.json<
        {
          deductible: number;
          cover_diseases: boolean;
          cover_prevention: boolean;
          annual_cap: number;
          monthly_price: number;
        }[]
      >();
    expect(rows.length).toBeGreaterThanOrEqual(9);
    expect(new Set(rows.map((r) => r.deductible))).toEqual(new Set([200, 500, 1000]));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'annual_cap',
        'cover_diseases',
        'cover_prevention',
        'deductible',
        'monthly_price',
      ]);
      expect(isMultipleOf5Centimes(row.monthly_price)).toBe(true);
    }
    // E1: accident only at level 4.70 with deductible 1000 costs the breed level itself
    const accidentOnly = rows.find(
      (r) => r.deductible === 1000 && !r.cover_diseases && !r.cover_prevention,
    );
    expect(accidentOnly?.monthly_price).toBe(4.7);
  });

  it('prices by the breed level of the catalogue and ignores a min_price sent by the client', async () => {
    const expensive = breedAt('dog', 10.9);
    const body = {
      animal_race_id: expensive.id,
      animal_date_of_birth: '15.01.2025',
      policy_start_date: '2026-04-01',
    };
    const honest = (await post('/api/business-lines/dog/price', body)).json();
    const cheating = (
      await post('/api/business-lines/dog/price', { ...body, min_price: 0.05 })
    ).json();
    expect(cheating).toEqual(honest);
    const accidentOnly = honest.find(
      (r: { deductible: number; cover_diseases: boolean }) =>
        r.deductible === 1000 && !r.cover_diseases,
    );
    expect(accidentOnly.monthly_price).toBe(10.9);
  });

  it('counts the dearer of two breeds', async () => {
    const cheap = breedAt('dog', 4.7);
    const dear = breedAt('dog', 8.9);
    const rows = (
      await post('/api/business-lines/dog/price', {
        animal_race_id: cheap.id,
        animal_race2_id: dear.id,
        animal_date_of_birth: '15.01.2025',
        policy_start_date: '2026-04-01',
      })
    ).json();
    expect(
      rows.find(
        (r: { deductible: number; cover_diseases: boolean }) =>
          r.deductible === 1000 && !r.cover_diseases,
      ).monthly_price,
    ).toBe(8.9);
  });

  it.each([
    [{ animal_race_id: 999_999 }, 'animal_race_id', 'Race non trouvée'],
    [
      { animal_date_of_birth: '31.02.2024' },
      'animal_date_of_birth',
      'Veuillez saisir une date valide au format JJ.MM.AAAA.',
    ],
    [
      { animal_date_of_birth: '01.01.2000' },
      'animal_date_of_birth',
      'L’animal ne doit pas avoir plus de 20 ans au début du contrat.',
    ],
    [
      { policy_start_date: '2026-03-01' },
      'policy_start_date',
      'Le contrat peut commencer au plus tôt le 10.03.2026.',
    ],
    [
      { policy_start_date: '2026-08-01' },
      'policy_start_date',
      'Le contrat peut commencer au plus tard le 10.06.2026.',
    ],
    [{ animal_date_of_birth: 42 }, 'animal_date_of_birth', 'Ce champ doit être un texte.'],
  ])('refuses %j with a 422 on %s', async (change, field, message) => {
    const response = await post('/api/business-lines/dog/price', {
      animal_date_of_birth: '15.01.2025',
      policy_start_date: '2026-04-01',
      ...change,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Les données fournies ne sont pas valides.');
    expect(body.errors[field]).toEqual([message]);
  });

  it('answers in German with locale de', async () => {
    const response = await post('/api/business-lines/cat/price', {
      animal_date_of_birth: '15.01.1990',
      policy_start_date: '2026-04-01',
      locale: 'de',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Die übermittelten Angaben sind ungültig.');
    expect(response.json().errors.animal_date_of_birth[0]).toMatch(/30/);
  });

  it('has no such list for horses or unknown animals (404)', async () => {
    for (const bl of ['horse', 'unicorn']) {
      const response = await post(`/api/business-lines/${bl}/price`, {
        animal_date_of_birth: '15.01.2025',
        policy_start_date: '2026-04-01',
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('horse prices', () => {
  const horse = {
    animal_date_of_birth: '10.02.2016',
    policy_start_date: '2026-04-01',
    usage: 'sport',
    usage_detail: 'Dressage',
    animal_group: 'sport',
    animal_value: 25000,
  };

  it('lists prima, optima and ultima with their deductibles for a 10-year-old', async () => {
    const response = await post('/api/business-lines/horse/get-prices', horse);
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ name: string; deductible: number; price: number }[]>();
    const offered = (name: string) =>
      rows
        .filter((r) => r.name === name)
        .map((r) => r.deductible)
        .sort((a, b) => a - b);
    expect([...new Set(offered('prima'))]).toEqual([100, 500, 1000]);
    expect([...new Set(offered('optima'))]).toEqual([500, 1000]);
    expect([...new Set(offered('ultima'))]).toEqual([500, 1000]);
    for (const row of rows) expect(isMultipleOf5Centimes(row.price)).toBe(true);
  });

  it('offers no optima or ultima from age 17', async () => {
    const rows = (
      await post('/api/business-lines/horse/get-prices', {
        ...horse,
        animal_date_of_birth: '01.01.2009',
      })
    ).json<{ name: string }[]>();
    expect(new Set(rows.map((r) => r.name))).toEqual(new Set(['prima']));
  });

  it('refuses usage other with the agent message', async () => {
    const response = await post('/api/business-lines/horse/get-prices', {
      ...horse,
      usage: 'other',
      usage_detail: 'Autre',
      animal_group: 'other',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.usage).toEqual([
      'Veuillez contacter notre agent : agents@alpaws.example',
    ]);
  });

  it('refuses a value over CHF 50000 for the death options', async () => {
    const response = await post('/api/business-lines/horse/option-price', {
      ...horse,
      animal_value: 60000,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.animal_value).toEqual([
      'La valeur assurée ne peut pas dépasser CHF 50000.',
    ]);
  });

  it('prices the VIVA Spirit death options of a horse', async () => {
    const response = await post('/api/business-lines/horse/option-price', horse);
    expect(response.statusCode).toBe(200);
    const names = response.json<{ name: string }[]>().map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['VIVA Spirit A', 'VIVA Spirit B']));
  });

  it('publishes the death products in the spec shape', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/get-horse-death-insurance-prices',
    });
    expect(response.statusCode).toBe(200);
    // spec 000 §7: the answer holds products and additionalRisks
    const answer = response.json<{
      products: { id: number; name: string; additional_risks: { name: string }[] }[];
      additionalRisks: { id: number; name: string; product_id: number }[];
    }>();
    expect(Object.keys(answer).sort()).toEqual(['additionalRisks', 'products']);
    const products = answer.products;
    expect(answer.additionalRisks.length).toBe(
      products.reduce((count, product) => count + product.additional_risks.length, 0),
    );
    for (const product of products) {
      expect(Object.keys(product).sort()).toEqual([
        'additional_risks',
        'id',
        'indemnite_deces',
        'name',
        'percentages',
      ]);
    }
    // VIVA Spirit A has no additional risk (spec 000 §4: choosing it clears invalidite and poulain)
    const spiritB = products.find((p) => p.name === 'VIVA Spirit B');
    expect(spiritB?.additional_risks.map((r) => r.name)).toEqual(
      expect.arrayContaining(['invalidite', 'poulain']),
    );
    expect(
      answer.additionalRisks.filter((r) => r.product_id === spiritB?.id).map((r) => r.name),
    ).toEqual(expect.arrayContaining(['invalidite', 'poulain']));
  });
});

describe('POST /api/coupons/get-coupon-data', () => {
  it.each([
    ['BIENVENUE10', { code: 'BIENVENUE10', discount_type: 'percentage', value: 10 }],
    ['  patte20 ', { code: 'PATTE20', discount_type: 'fix', value: 20 }],
    ['SALON2026', { code: 'SALON2026', discount_type: 'special', value: 0 }],
  ])('answers the data of %s', async (code, expected) => {
    const response = await post('/api/coupons/get-coupon-data', { code, business_line: 'dog' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it.each([
    ['NOPE', 'dog'],
    ['ETE2025', 'dog'],
    ['CHEVAL50', 'dog'],
  ])('refuses %s for a %s with the spec message', async (code, business_line) => {
    const response = await post('/api/coupons/get-coupon-data', { code, business_line });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: ['Ce code n’est pas valide'] });
  });

  it('says it in German too', async () => {
    const response = await post('/api/coupons/get-coupon-data', { code: 'NOPE', locale: 'de' });
    expect(response.json().errors).toEqual({ code: ['Dieser Code ist ungültig'] });
  });
});

describe('POST /api/quote', () => {
  it('answers worked example E2 of docs/pricing.md to the centime', async () => {
    const response = await post('/api/quote', {
      business_line: 'dog',
      animal_race_id: breedAt('dog', 5.9).id,
      animal_race2_id: breedAt('dog', 8.9).id,
      animal_date_of_birth: '20.10.2021',
      policy_start_date: '2026-04-01',
      deductible: 200,
      cover_diseases: true,
      cover_prevention: true,
    });
    expect(response.statusCode).toBe(200);
    const { breakdown } = response.json();
    expect(breakdown.monthly_premium).toBe(80.3);
    expect(breakdown.totals.annual.premium).toBe(963.6);
    expect(breakdown.totals.annual.stamp).toBe(48.2);
    expect(breakdown.totals.annual.total).toBe(1011.8);
    expect(breakdown.first_invoice.total).toBe(1021.8);
  });

  it('applies a percentage coupon from the database (E7)', async () => {
    const response = await post('/api/quote', {
      business_line: 'dog',
      animal_race_id: breedAt('dog', 5.9).id,
      animal_race2_id: breedAt('dog', 8.9).id,
      animal_date_of_birth: '20.10.2021',
      policy_start_date: '2026-04-01',
      deductible: 200,
      cover_diseases: true,
      cover_prevention: true,
      coupon_code: 'BIENVENUE10',
      coupon_data: { code: 'BIENVENUE10', discount_type: 'percentage', value: 90 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().breakdown.first_invoice.total).toBe(920.6);
  });

  it.each([
    [
      {
        business_line: 'horse',
        insurance: { enabled: true, base_product: 'optima', deductible: 100 },
      },
      'insurance.deductible',
    ],
    [{ business_line: 'horse', animal_value: 60000 }, 'animal_value'],
    [{ business_line: 'dog', deductible: 300 }, 'deductible'],
    [{ business_line: 'dog', coupon_code: 'NOPE' }, 'coupon_code'],
    [{ business_line: 'cat', animal_date_of_birth: '32.13.2020' }, 'animal_date_of_birth'],
  ])('refuses %j with a 422 on %s, never a price', async (change, field) => {
    const response = await post('/api/quote', {
      animal_date_of_birth: '10.02.2016',
      policy_start_date: '2026-04-01',
      usage: 'loisir',
      usage_detail: 'Loisir',
      animal_group: 'domestic',
      animal_value: 20000,
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(response.json()).not.toHaveProperty('breakdown');
  });
});

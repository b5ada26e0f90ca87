import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders } from './helpers';

// today is 10.03.2026 in Switzerland
const now = () => new Date('2026-03-10T09:00:00Z');
let app: FastifyInstance;
let headers: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp({}, { now, startJobs: false });
  headers = await csrfHeaders(app);
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url })).json<
      { id: number; slug?: string; name: string }[]
    >();
  ids.freiberger =
    (await get('/api/business-lines/horse/animal-races')).find(
      (b) => b.slug === 'franches-montagnes',
    )?.id ?? 0;
  ids.gelding =
    (await get('/api/business-lines/horse/animal-genders?locale=de')).find(
      (g) => g.name === 'Wallach',
    )?.id ?? 0;
  ids.mare =
    (await get('/api/business-lines/horse/animal-genders?locale=de')).find(
      (g) => g.name === 'Stute',
    )?.id ?? 0;
  ids.monsieur = (await get('/api/salutations'))[0]?.id ?? 0;
});
afterAll(() => app.close());

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/subscriptions/${url}`, headers, payload });

const sportHorse = {
  business_line: 'horse',
  animal_name: 'Tornado',
  animal_race_id: 0,
  animal_date_of_birth: '10.02.2016',
  policy_start_date: '2026-04-01',
  animal_value: 25000,
  usage: 'sport',
  usage_detail: 'Dressage',
  animal_group: 'sport',
  email: 'luc.cavalier@example.ch',
};

async function initHorse(change: Record<string, unknown> = {}) {
  const response = await post('init', { ...sportHorse, animal_race_id: ids.freiberger, ...change });
  return response;
}

describe('horse request', () => {
  it('goes from the quote through pack, option, animal and owner to an offer PDF', async () => {
    const init = await initHorse();
    expect(init.statusCode, init.body).toBe(200);
    const token = init.json().user_token;
    const pack = await post('horse/select-pack', {
      user_token: token,
      insurance_name: 'optima',
      deductible: 500,
      assista: true,
    });
    expect(pack.statusCode, pack.body).toBe(200);
    const option = await post('horse/select-option', {
      user_token: token,
      option_name: 'VIVA Spirit B',
      horse_death_insurance_base_product_id: 2,
      invalidite: false,
    });
    expect(option.statusCode, option.body).toBe(200);
    const animal = await post('animal-information', {
      user_token: token,
      animal_identification: '756000123456789',
      animal_gender_id: ids.gelding,
      has_been_treated_lately: false,
      animal_defects: 'Aucun',
      ecurie_details: 'Écurie du Lac, Morges',
      veterinarian_name: 'Dr Favre',
    });
    expect(animal.statusCode, animal.body).toBe(200);
    const owner = await post('owner-information', {
      user_token: token,
      salutation_id: ids.monsieur,
      first_name: 'Luc',
      last_name: 'Cavalier',
      owner_date_of_birth: '01.01.1980',
      email: 'luc.cavalier@example.ch',
      email_confirmation: 'luc.cavalier@example.ch',
      phone: '+41 79 555 66 77',
      street_name: 'Chemin des Vignes',
      building_number: '8',
      zip: 1110,
      city: 'Morges',
    });
    expect(owner.statusCode, owner.body).toBe(200);
    // spec 000 §4: horse requests are always offers
    expect(
      (
        await app.inject({ method: 'GET', url: `/api/can-subscribe-online?user_token=${token}` })
      ).json(),
    ).toEqual({ status: false });
    const offer = await post('offer', {
      user_token: token,
      acceptTerms: true,
      certifyInformation: true,
      engagmentCheckbox: true,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    await app.jobs.drain();
    const answer = (
      await app.inject({ method: 'GET', url: `/api/subscriptions/pdf?user_token=${token}` })
    ).json();
    expect(answer).toMatchObject({
      business_line: 'horse',
      request_type: 'offer',
      animal_name: 'Tornado',
    });
    expect(answer.path).toMatch(/^\/api\/subscriptions\/documents\//);
  });

  it('refuses usage other with the agent message at the quote', async () => {
    const response = await initHorse({
      usage: 'other',
      usage_detail: 'Autre',
      animal_group: 'other',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.usage).toEqual([
      'Veuillez contacter notre agent : agents@alpaws.example',
    ]);
  });

  it('refuses a value over CHF 50000', async () => {
    const response = await initHorse({ animal_value: 60000 });
    expect(response.json().errors.animal_value).toEqual([
      'La valeur assurée ne peut pas dépasser CHF 50000.',
    ]);
  });

  it('refuses optima from age 17 and a deductible optima does not offer, on the wizard fields', async () => {
    const old = (await initHorse({ animal_date_of_birth: '01.01.2009' })).json().user_token;
    const optima = await post('horse/select-pack', {
      user_token: old,
      insurance_name: 'optima',
      deductible: 500,
    });
    expect(optima.statusCode).toBe(422);
    expect(Object.keys(optima.json().errors)).toEqual(['insurance_name']);
    const young = (await initHorse()).json().user_token;
    const deductible = await post('horse/select-pack', {
      user_token: young,
      insurance_name: 'optima',
      deductible: 100,
    });
    expect(deductible.json().errors.deductible).toEqual([
      'Cette franchise n’est pas proposée. Franchises possibles : CHF 500, 1000.',
    ]);
  });

  it('refuses invalidity above age 8 and a request with no cover at all', async () => {
    const token = (await initHorse()).json().user_token;
    await post('horse/select-pack', { user_token: token, insurance_name: 'none' });
    const invalidity = await post('horse/select-option', {
      user_token: token,
      option_name: 'VIVA Spirit B',
      horse_death_insurance_base_product_id: 2,
      invalidite: true,
    });
    expect(invalidity.json().errors.invalidite).toEqual([
      'L’invalidité ne peut être assurée que jusqu’à l’âge de 8 ans.',
    ]);
    const nothing = await post('horse/select-option', { user_token: token, option_name: 'none' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors.insurance_name).toEqual([
      'Veuillez choisir au moins une couverture.',
    ]);
  });

  it('forces assistance with ultima and keeps the step order', async () => {
    const token = (await initHorse()).json().user_token;
    const early = await post('horse/select-option', { user_token: token, option_name: 'none' });
    expect(early.json().errors.user_token).toEqual([
      'Veuillez d’abord compléter l’étape précédente.',
    ]);
    expect(
      (
        await post('horse/select-pack', {
          user_token: token,
          insurance_name: 'ultima',
          deductible: 1000,
          assista: false,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post('horse/select-option', { user_token: token, option_name: 'none' })).statusCode,
    ).toBe(200);
    const quote = await app.inject({
      method: 'POST',
      url: '/api/quote',
      headers,
      payload: {
        ...sportHorse,
        animal_race_id: ids.freiberger,
        insurance: { enabled: true, base_product: 'ultima', deductible: 1000 },
        assista: true,
      },
    });
    const assistance = quote
      .json()
      .breakdown.lines.find((line: { key: string }) => line.key === 'assistance');
    // spec 000 §9: assistance is free in ultima
    expect(assistance?.annual ?? 0).toBe(0);
  });

  it('takes the horse quick calculator straight to the animal information', async () => {
    const quick = await post('horse/quick-init', {
      animal_name: 'Bijou',
      animal_race_id: ids.freiberger,
      animal_date_of_birth: '01.05.2020',
      policy_start_date: '01.04.2026',
      animal_value: 12000,
      usage: 'loisir',
      usage_detail: 'Loisir',
      animal_group: 'domestic',
      insurance: { enabled: true, base_product: 'prima', deductible: 1000 },
      assista: false,
      death_insurance: { enabled: true, base_product: 2, invalidite: true, poulain: false },
      locale: 'de',
    });
    expect(quick.statusCode, quick.body).toBe(200);
    const animal = await post('animal-information', {
      user_token: quick.json().user_token,
      animal_identification: '756000123456780',
      animal_gender_id: ids.gelding,
      has_been_treated_lately: false,
    });
    expect(animal.statusCode, animal.body).toBe(200);
  });
});

describe('issue 12: horses too old for any cover, and the foal cover', () => {
  const coverAge = 'Les couvertures pour chevaux sont proposées jusqu’à l’âge de 29 ans.';

  it('refuses a 31-year-old horse at step 1, where its age is known, with one message', async () => {
    const init = await initHorse({
      animal_date_of_birth: '01.01.1995',
      usage: 'loisir',
      usage_detail: 'Loisir',
      animal_group: 'domestic',
    });
    expect(init.statusCode).toBe(422);
    expect(init.json().errors).toEqual({ animal_date_of_birth: [coverAge] });
    // the price list of step 1 says the same, on the same field
    for (const path of ['get-prices', 'option-price']) {
      const prices = await app.inject({
        method: 'POST',
        url: `/api/business-lines/horse/${path}`,
        headers,
        payload: {
          animal_race_id: ids.freiberger,
          animal_date_of_birth: '01.01.1995',
          policy_start_date: '2026-04-01',
          animal_value: 12000,
        },
      });
      expect(prices.statusCode).toBe(422);
      expect(prices.json().errors).toEqual({ animal_date_of_birth: [coverAge] });
    }
    const quick = await post('horse/quick-init', {
      animal_name: 'Vieux',
      animal_race_id: ids.freiberger,
      animal_date_of_birth: '01.01.1995',
      policy_start_date: '01.04.2026',
      animal_value: 5000,
      assista: true,
    });
    expect(quick.json().errors).toEqual({ animal_date_of_birth: [coverAge] });
  });

  it('offers the foal cover only for a horse known to be a mare', async () => {
    const token = (
      await initHorse({
        animal_date_of_birth: '01.05.2019',
        usage: 'loisir',
        usage_detail: 'Loisir',
        animal_group: 'domestic',
      })
    ).json().user_token;
    await post('horse/select-pack', {
      user_token: token,
      insurance_name: 'prima',
      deductible: 1000,
    });
    const foal = {
      user_token: token,
      option_name: 'VIVA Spirit B',
      horse_death_insurance_base_product_id: 2,
      poulain: true,
    };
    const unknown = await post('horse/select-option', foal);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      poulain: [
        'Veuillez indiquer le sexe de votre cheval : la couverture poulain est réservée aux juments.',
      ],
    });
    const gelding = await post('horse/select-option', { ...foal, animal_gender_id: ids.gelding });
    expect(gelding.json().errors).toEqual({
      poulain: ['La couverture poulain est réservée aux juments.'],
    });
    const mare = await post('horse/select-option', { ...foal, animal_gender_id: ids.mare });
    expect(mare.statusCode, mare.body).toBe(200);

    // the sex given at the animal step must agree with the foal cover
    const animal = {
      user_token: token,
      animal_identification: '756000123456781',
      has_been_treated_lately: false,
    };
    const changed = await post('animal-information', { ...animal, animal_gender_id: ids.gelding });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({
      animal_gender_id: ['La couverture poulain est réservée aux juments.'],
    });
    const same = await post('animal-information', { ...animal, animal_gender_id: ids.mare });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('prices the foal for a mare in the option list, and says why not otherwise', async () => {
    const request = {
      animal_race_id: ids.freiberger,
      animal_date_of_birth: '01.05.2019',
      policy_start_date: '2026-04-01',
      animal_value: 12000,
    };
    const foalOf = async (extra: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/business-lines/horse/option-price',
        headers,
        payload: { ...request, ...extra },
      });
      expect(response.statusCode, response.body).toBe(200);
      const spiritB = response
        .json<
          {
            name: string;
            additional_risks: {
              name: string;
              available: boolean;
              reason: { key: string } | null;
            }[];
          }[]
        >()
        .find((option) => option.name === 'VIVA Spirit B');
      return spiritB?.additional_risks.find((risk) => risk.name === 'poulain');
    };
    expect(await foalOf({})).toMatchObject({
      available: false,
      reason: { key: 'pricing.foal_sex_required' },
    });
    expect(await foalOf({ animal_gender_id: ids.gelding })).toMatchObject({
      available: false,
      reason: { key: 'pricing.foal_mare_only' },
    });
    expect(await foalOf({ animal_gender_id: ids.mare })).toMatchObject({ available: true });
  });
});

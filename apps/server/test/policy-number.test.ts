import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, csrfHeaders } from './helpers';

// Policy numbers are drawn with crypto.randomInt: the draws are scripted here so that the second
// policy first draws the number the first one already has.
const draws = vi.hoisted(() => [5, 5, 7]);
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return {
    ...original,
    randomInt: (...args: Parameters<typeof original.randomInt>) =>
      args[1] === 100_000_000 && draws.length > 0
        ? (draws.shift() as number)
        : (original.randomInt as (...a: unknown[]) => number)(...args),
  };
});

const now = () => new Date('2026-03-10T09:00:00Z');
let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({}, { now, startJobs: false });
  headers = await csrfHeaders(app);
});
afterAll(() => app.close());

async function invoicePolicy(): Promise<string> {
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url })).json<{ id: number; slug?: string }[]>();
  const breed = (await get('/api/business-lines/cat/animal-races'))[0]?.id;
  const gender = (await get('/api/business-lines/cat/animal-genders'))[0]?.id;
  const salutation = (await get('/api/salutations'))[0]?.id;
  const post = async (call: string, payload: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/subscriptions/${call}`,
      headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Record<string, string>>();
  };
  const { user_token } = await post('init', {
    business_line: 'cat',
    animal_name: 'Mina',
    animal_race_id: breed,
    animal_date_of_birth: '01.06.2023',
    policy_start_date: '2026-04-01',
    email: 'mina@example.ch',
  });
  await post('customize', { user_token });
  await post('animal-information', {
    user_token,
    animal_gender_id: gender,
    has_been_treated_lately: false,
  });
  await post('owner-information', {
    user_token,
    salutation_id: salutation,
    first_name: 'Lea',
    last_name: 'Meier',
    owner_date_of_birth: '01.01.1990',
    email: 'mina@example.ch',
    email_confirmation: 'mina@example.ch',
    phone: '0791234567',
    street_name: 'Bahnhofstrasse',
    zip: 8001,
    city: 'Zürich',
  });
  const payment = await post('payment', {
    user_token,
    payment_method: 'invoice',
    acceptTerms: true,
    certifyInformation: true,
    lca6Checkbox: true,
  });
  return payment.reference as string;
}

describe('policy numbers', () => {
  it('draws again when a number is already taken, instead of failing', async () => {
    const first = await invoicePolicy();
    expect(first).toBe('2600000005');
    const second = await invoicePolicy();
    expect(second).toBe('2600000007');
    expect(draws).toEqual([]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

interface Breed {
  id: number;
  name: string;
  slug: string;
  min_price: number;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const races = async (businessLine: string, locale?: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/business-lines/${businessLine}/animal-races${locale ? `?locale=${locale}` : ''}`,
  });
  return response;
};
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

describe('GET /api/business-lines/{bl}/animal-races', () => {
  it.each([
    ['dog', 150],
    ['cat', 40],
    ['horse', 50],
  ])(
    'lists at least the seeded %s breeds with id, name, slug and min_price',
    async (bl, minimum) => {
      const response = await races(bl);
      expect(response.statusCode).toBe(200);
      const list = response.json<Breed[]>();
      expect(list.length).toBeGreaterThanOrEqual(minimum);
      for (const breed of list) {
        expect(Object.keys(breed).sort()).toEqual(['id', 'min_price', 'name', 'slug']);
        expect(breed.min_price).toBeGreaterThan(0);
      }
    },
  );

  it('orders by name with accents ignored, in the request locale', async () => {
    for (const locale of ['fr', 'de']) {
      const names = (await races('dog', locale)).json<Breed[]>().map((b) => fold(b.name));
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('names breeds in French by default and in German on request', async () => {
    const fr = (await races('dog')).json<Breed[]>();
    const de = (await races('dog', 'de')).json<Breed[]>();
    expect(fr.find((b) => b.slug === 'bouvier-bernois')?.name).toBe('Bouvier bernois');
    expect(de.find((b) => b.slug === 'bouvier-bernois')?.name).toBe('Berner Sennenhund');
    const frHorse = (await races('horse')).json<Breed[]>();
    const deHorse = (await races('horse', 'de')).json<Breed[]>();
    expect(frHorse.map((b) => b.name)).toContain('Franches-Montagnes');
    expect(deHorse.map((b) => b.name)).toContain('Freiberger');
  });

  it('has the dog breed divers (breed type inconnu) and the cat breed Autres (Chat)', async () => {
    const dogs = (await races('dog')).json<Breed[]>();
    expect(dogs.find((b) => b.slug === 'divers')).toBeDefined();
    const cats = (await races('cat')).json<Breed[]>();
    const catsDe = (await races('cat', 'de')).json<Breed[]>();
    expect(cats.find((b) => b.name === 'Autres (Chat)')).toBeDefined();
    expect(catsDe.find((b) => b.name === 'Andere (Katze)')).toBeDefined();
  });

  it('answers an unknown business line with 404, in the request locale', async () => {
    const response = await races('unicorn', 'de');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Diese Tierart wird nicht angeboten.' });
    expect((await races('x'.repeat(150))).statusCode).toBe(404);
    // past the router's parameter limit the answer is still a clear 4xx, never a 500
    expect((await races('x'.repeat(300))).statusCode).toBe(414);
  });
});

describe('GET genders and salutations', () => {
  it('lists the genders of each business line', async () => {
    const horse = await app.inject({
      method: 'GET',
      url: '/api/business-lines/horse/animal-genders?locale=de',
    });
    expect(horse.statusCode).toBe(200);
    expect(horse.json<{ name: string }[]>().map((g) => g.name)).toEqual([
      'Hengst',
      'Wallach',
      'Stute',
    ]);
    // the sex the foal rule reads (mares only), never the catalogue's codes
    expect(horse.json<{ name: string; sex: string }[]>().map((g) => g.sex)).toEqual([
      'male',
      'male',
      'female',
    ]);
    expect(Object.keys(horse.json()[0]).sort()).toEqual(['id', 'name', 'sex']);
    const dog = await app.inject({ method: 'GET', url: '/api/business-lines/dog/animal-genders' });
    expect(dog.json<{ name: string }[]>().map((g) => g.name)).toContain('Femelle');
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/business-lines/cow/animal-genders',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the salutations', async () => {
    const fr = await app.inject({ method: 'GET', url: '/api/salutations' });
    expect(fr.json()).toEqual([
      { id: expect.any(Number), name: 'Monsieur', gender: 'm' },
      { id: expect.any(Number), name: 'Madame', gender: 'f' },
    ]);
    const de = await app.inject({
      method: 'GET',
      url: '/api/salutations',
      headers: { 'accept-language': 'de-CH,de;q=0.9' },
    });
    expect(de.json<{ name: string }[]>().map((s) => s.name)).toEqual(['Herr', 'Frau']);
  });

  it('refuses an unknown locale value with 422 rather than guessing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/salutations?locale=it' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.locale).toEqual(['Veuillez choisir une des valeurs proposées.']);
  });
});

describe('catalogue answers as browsers fetch them', () => {
  it('sends brotli or gzip when accepted, with an ETag, and 304 when it matches', async () => {
    const url = '/api/business-lines/dog/animal-races';
    const plain = await app.inject({ method: 'GET', url });
    const gzip = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/localities (Swiss postcode directory)', () => {
  it('gives the localities and canton of a postcode', async () => {
    const lausanne = await app.inject({ method: 'GET', url: '/api/localities?zip=1003' });
    expect(lausanne.json()).toEqual([{ zip: '1003', city: 'Lausanne', canton: 'VD' }]);
    const echallens = (await app.inject({ method: 'GET', url: '/api/localities?zip=1040' })).json<
      { city: string }[]
    >();
    expect(echallens.map((l) => l.city)).toEqual([
      'Echallens',
      'St-Barthélemy',
      'Villars-le-Terroir',
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/localities?zip=0999' })).json()).toEqual(
      [],
    );
  });

  it('finds places by the start of their name, accents ignored, or of their postcode', async () => {
    const geneve = (await app.inject({ method: 'GET', url: '/api/localities?q=gene' })).json<
      { city: string; canton: string }[]
    >();
    expect(geneve.some((l) => l.city === 'Genève' && l.canton === 'GE')).toBe(true);
    const zurich = (await app.inject({ method: 'GET', url: '/api/localities?q=zuri' })).json<
      { city: string }[]
    >();
    expect(zurich.some((l) => l.city === 'Zürich')).toBe(true);
    const byZip = (await app.inject({ method: 'GET', url: '/api/localities?q=300' })).json<
      { zip: string }[]
    >();
    expect(byZip.length).toBeGreaterThan(0);
    expect(byZip.every((l) => l.zip.startsWith('300'))).toBe(true);
    expect(byZip.length).toBeLessThanOrEqual(20);
  });

  it('refuses a malformed postcode with a 422', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/localities?zip=12a4' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.zip).toEqual(['Le NPA doit être un nombre entre 1000 et 9999.']);
  });
});

import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { BusinessLine } from '@app/domain/business-lines';
import { animalSexOfGender } from '@app/domain/constants';
import type { Locale } from '@app/domain/locale';
import type { Breed, Gender, Option, Salutation } from '@app/domain/schemas/catalog';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animalGenders, breeds, salutations } from '../../db/schema';

type Named = { id: number; name: string };
/** A gender or salutation with its stable code (mare, f…), which the answers do not carry. */
type Coded = Option & { code: string };
/** Genders answer the sex the rules read, salutations the owner's gender (never the codes). */
const gendersOf = (list: Coded[]): Gender[] =>
  list.map(({ id, name, code }) => ({ id, name, sex: animalSexOfGender(code) }));
const salutationsOf = (list: Coded[]): Salutation[] =>
  list.map(({ id, name, code }) => ({ id, name, gender: code === 'f' ? 'f' : 'm' }));

/** Compares names the way a reader expects: accents and case ignored (Éléphant next to Elephant). */
const foldAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const byName = (a: Named, b: Named) => {
  const left = foldAccents(a.name);
  const right = foldAccents(b.name);
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};

/** A list ready to send: the JSON text, its compressed forms and a strong ETag. */
export interface ReadyAnswer {
  json: string;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

function readyAnswer(value: unknown): ReadyAnswer {
  const json = JSON.stringify(value);
  return {
    json,
    gzip: gzipSync(json, { level: 9 }),
    brotli: brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}

interface Cached<T> {
  list: T[];
  answer: ReadyAnswer;
}

/**
 * The catalogue (breeds, genders, salutations) changes only through migrations, so each list
 * is read once per business line and locale, then kept in memory both as objects (lookups by
 * pricing and subscriptions) and as ready answers (JSON, gzip, brotli, ETag) for the API.
 */
export function createCatalogService(db: Db) {
  const cache = new Map<string, Promise<Cached<unknown>>>();
  /** `toAnswer` keeps internal fields (codes) out of the public answer. */
  function cached<T>(
    key: string,
    load: () => Promise<T[]>,
    toAnswer: (list: T[]) => unknown = (list) => list,
  ): Promise<Cached<T>> {
    let entry = cache.get(key) as Promise<Cached<T>> | undefined;
    if (!entry) {
      entry = load().then((list) => ({ list, answer: readyAnswer(toAnswer(list)) }));
      entry.catch(() => cache.delete(key));
      cache.set(key, entry as Promise<Cached<unknown>>);
    }
    return entry;
  }

  const breedList = (businessLine: BusinessLine, locale: Locale) =>
    cached<Breed>(`breeds:${businessLine}:${locale}`, async () => {
      const rows = await db.select().from(breeds).where(eq(breeds.businessLine, businessLine));
      return rows
        .map((row) => ({
          id: row.id,
          name: locale === 'de' ? row.nameDe : row.nameFr,
          slug: row.slug,
          min_price: Number(row.minPrice),
        }))
        .sort(byName);
    });

  const genderList = (businessLine: BusinessLine, locale: Locale) =>
    cached<Coded>(
      `genders:${businessLine}:${locale}`,
      async () => {
        const rows = await db
          .select()
          .from(animalGenders)
          .where(eq(animalGenders.businessLine, businessLine))
          .orderBy(asc(animalGenders.position));
        return rows.map((row) => ({
          id: row.id,
          name: locale === 'de' ? row.nameDe : row.nameFr,
          code: row.code,
        }));
      },
      gendersOf,
    );

  const salutationList = (locale: Locale) =>
    cached<Coded>(
      `salutations:${locale}`,
      async () => {
        const rows = await db.select().from(salutations).orderBy(asc(salutations.position));
        return rows.map((row) => ({
          id: row.id,
          name: locale === 'de' ? row.nameDe : row.nameFr,
          code: row.code,
        }));
      },
      salutationsOf,
    );

  return {
    breedsAnswer: async (businessLine: BusinessLine, locale: Locale) =>
      (await breedList(businessLine, locale)).answer,
    gendersAnswer: async (businessLine: BusinessLine, locale: Locale) =>
      (await genderList(businessLine, locale)).answer,
    salutationsAnswer: async (locale: Locale) => (await salutationList(locale)).answer,

    /** The breed in a locale, for pricing, validation and documents (null when not of this line). */
    async findBreed(businessLine: BusinessLine, id: number, locale: Locale = 'fr') {
      return (await breedList(businessLine, locale)).list.find((breed) => breed.id === id) ?? null;
    },

    async findBreedBySlug(businessLine: BusinessLine, slug: string) {
      return (
        (await breedList(businessLine, 'fr')).list.find((breed) => breed.slug === slug) ?? null
      );
    },

    async findGender(businessLine: BusinessLine, id: number, locale: Locale = 'fr') {
      return (
        (await genderList(businessLine, locale)).list.find((gender) => gender.id === id) ?? null
      );
    },

    async findSalutation(id: number, locale: Locale = 'fr') {
      return (await salutationList(locale)).list.find((salutation) => salutation.id === id) ?? null;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

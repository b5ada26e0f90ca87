import type { BusinessLine } from '@app/domain/business-lines';
import type { Locale } from '@app/domain/locale';
import type { Breed, Option } from '@app/domain/schemas/catalog';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animalGenders, breeds, salutations } from '../../db/schema';

type Named = { id: number; name: string };

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

/**
 * The catalogue (breeds, genders, salutations) changes only through migrations, so each list
 * is read once per business line and locale and then served from memory as ready JSON.
 */
export function createCatalogService(db: Db) {
  const cache = new Map<string, Promise<string>>();
  const memo = (key: string, load: () => Promise<unknown>) => {
    let entry = cache.get(key);
    if (!entry) {
      entry = load().then((value) => JSON.stringify(value));
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  };

  return {
    breedsJson(businessLine: BusinessLine, locale: Locale): Promise<string> {
      return memo(`breeds:${businessLine}:${locale}`, async () => {
        const rows = await db.select().from(breeds).where(eq(breeds.businessLine, businessLine));
        const list: Breed[] = rows.map((row) => ({
          id: row.id,
          name: locale === 'de' ? row.nameDe : row.nameFr,
          slug: row.slug,
          min_price: Number(row.minPrice),
        }));
        return list.sort(byName);
      });
    },

    gendersJson(businessLine: BusinessLine, locale: Locale): Promise<string> {
      return memo(`genders:${businessLine}:${locale}`, async () => {
        const rows = await db
          .select()
          .from(animalGenders)
          .where(eq(animalGenders.businessLine, businessLine))
          .orderBy(asc(animalGenders.position));
        return rows.map(
          (row): Option => ({
            id: row.id,
            name: locale === 'de' ? row.nameDe : row.nameFr,
          }),
        );
      });
    },

    salutationsJson(locale: Locale): Promise<string> {
      return memo(`salutations:${locale}`, async () => {
        const rows = await db.select().from(salutations).orderBy(asc(salutations.position));
        return rows.map(
          (row): Option => ({
            id: row.id,
            name: locale === 'de' ? row.nameDe : row.nameFr,
          }),
        );
      });
    },

    /** The breed in a locale, for pricing, validation and documents (null when not of this line). */
    async findBreed(businessLine: BusinessLine, id: number, locale: Locale = 'fr') {
      const list = JSON.parse(await this.breedsJson(businessLine, locale)) as Breed[];
      return list.find((breed) => breed.id === id) ?? null;
    },

    async findBreedBySlug(businessLine: BusinessLine, slug: string) {
      const list = JSON.parse(await this.breedsJson(businessLine, 'fr')) as Breed[];
      return list.find((breed) => breed.slug === slug) ?? null;
    },

    async findGender(businessLine: BusinessLine, id: number, locale: Locale = 'fr') {
      const list = JSON.parse(await this.gendersJson(businessLine, locale)) as Option[];
      return list.find((gender) => gender.id === id) ?? null;
    },

    async findSalutation(id: number, locale: Locale = 'fr') {
      const list = JSON.parse(await this.salutationsJson(locale)) as Option[];
      return list.find((salutation) => salutation.id === id) ?? null;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

import { createRequire } from 'node:module';
import type { Locality } from '@app/domain/schemas/catalog';

type Directory = Record<string, { name: string; canton: string }[]>;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The Swiss postcode directory (3,447 codes, Swiss Post data in the npm package
 * switzerland-postal-codes): a postcode gives its localities and canton, a few letters or digits
 * find matching places. Loaded once, on first use.
 */
export function createLocalityDirectory() {
  let entries: (Locality & { key: string })[] | undefined;
  const load = () => {
    if (!entries) {
      const directory = createRequire(import.meta.url)(
        'switzerland-postal-codes/dist/postal-codes-full.json',
      ) as Directory;
      entries = Object.entries(directory).flatMap(([zip, places]) =>
        places.flatMap((place) =>
          // "Echallens - St-Barthélemy - Villars-le-Terroir": one entry per locality
          place.name
            .split(' - ')
            .map((city) => ({ zip, city, canton: place.canton, key: fold(city) })),
        ),
      );
    }
    return entries;
  };
  const strip = ({ zip, city, canton }: Locality): Locality => ({ zip, city, canton });

  return {
    byZip(zip: string): Locality[] {
      return load()
        .filter((entry) => entry.zip === zip)
        .map(strip);
    },
    /** Up to `limit` places whose postcode or name starts with the query (accents ignored). */
    search(query: string, limit = 20): Locality[] {
      const needle = fold(query.trim());
      const isZip = /^\d+$/.test(needle);
      return load()
        .filter((entry) => (isZip ? entry.zip.startsWith(needle) : entry.key.startsWith(needle)))
        .slice(0, limit)
        .map(strip);
    },
  };
}

export type LocalityDirectory = ReturnType<typeof createLocalityDirectory>;

import type { BusinessLine } from '@app/domain/business-lines';
import type { Breed } from '@app/domain/schemas/catalog';

/**
 * Breed list rules of spec 000 §4 and §5. The slugs are the catalogue's (server seed data):
 * the dog breed chosen for breed type "inconnu", and the cat breed "Autres (Chat)".
 */
export const unknownDogBreedSlug = 'divers';
export const otherCatBreedSlug = 'autres-chat';
/** spec 000 §5: the cat breed 2 list gains "Inconnu" (slug inconnu, min_price 0). */
export const unknownSecondBreedSlug = 'inconnu';

/** Lower case without accents, so that "bernois" finds "Bernois" and "eur" finds "Européen". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The breeds whose name holds every typed word, accents and case ignored; names that start
 * with the query come first, then the catalogue's order.
 */
export function matchBreeds<T extends { name: string }>(breeds: readonly T[], query: string): T[] {
  const words = foldText(query)
    .split(/[\s'’-]+/)
    .filter(Boolean);
  if (words.length === 0) return [...breeds];
  const folded = foldText(query);
  const matches = breeds.filter((breed) => {
    const name = foldText(breed.name);
    return words.every((word) => name.includes(word));
  });
  const starts = matches.filter((breed) => foldText(breed.name).startsWith(folded));
  return [...starts, ...matches.filter((breed) => !starts.includes(breed))];
}

/** The breed whose name is exactly the text (accents and case ignored), if any. */
export function findBreedByName<T extends { name: string }>(
  breeds: readonly T[],
  text: string,
): T | undefined {
  const folded = foldText(text);
  return folded ? breeds.find((breed) => foldText(breed.name) === folded) : undefined;
}

/** spec 000 §5: "Autres (Chat)" is not offered as the first cat breed. */
export function firstBreedOptions(businessLine: BusinessLine, breeds: readonly Breed[]): Breed[] {
  return businessLine === 'cat'
    ? breeds.filter((breed) => breed.slug !== otherCatBreedSlug)
    : [...breeds];
}

/** spec 000 §5: the second cat breed may be "Inconnu" (no breed id, min_price 0). */
export function secondBreedOptions(
  businessLine: BusinessLine,
  breeds: readonly Breed[],
  unknownLabel: string,
): Breed[] {
  if (businessLine !== 'cat') return [...breeds];
  return [{ id: 0, name: unknownLabel, slug: unknownSecondBreedSlug, min_price: 0 }, ...breeds];
}

export interface BreedChoice {
  id: number;
  slug: string;
  name: string;
  min_price: number;
}

/**
 * spec 000 §4: with two breeds, the one with the higher min_price is breed 1 (a swap when the
 * first is cheaper).
 */
export function orderBreeds(
  first: BreedChoice | undefined,
  second: BreedChoice | undefined,
): [BreedChoice | undefined, BreedChoice | undefined] {
  if (first && second && second.min_price > first.min_price) return [second, first];
  return [first, second];
}

import type { BusinessLine } from '../business-lines';
import type { Breed } from '../schemas/catalog';
import type { RaceType } from '../schemas/subscriptions';

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

/** spec 000 §3.1: only dogs have a breed type; every other animal is "pure". */
export function raceTypeOf(businessLine: BusinessLine, raceType: RaceType): RaceType {
  return businessLine === 'dog' ? raceType : 'pure';
}

/**
 * spec 000 §2.2, §5: which breed fields are asked. Breed 1 unless the dog's breed type is
 * inconnu; breed 2 for a crossbreed dog, and for a cat in the wizard (not in the quick
 * calculator, where race 2 is for crossbreeds only).
 */
export function breedFieldsOf(
  businessLine: BusinessLine,
  raceType: RaceType,
  options: { isQuickCalculator?: boolean } = {},
): { hasFirstBreed: boolean; hasSecondBreed: boolean } {
  const type = raceTypeOf(businessLine, raceType);
  return {
    hasFirstBreed: type !== 'inconnu',
    hasSecondBreed:
      type === 'croise' || (businessLine === 'cat' && options.isQuickCalculator !== true),
  };
}

/** The two breed ids of a form, as text ('' for none). */
export interface BreedIds {
  first: string;
  second: string;
}

/**
 * spec 000 §4: breed type inconnu selects the breed "divers"; switching to another type clears
 * all breeds (issue 12: from pure to croisé too, breed 1 is not kept); only a crossbreed keeps
 * a second breed. `previous` is the type before the change (none: the same type, e.g. a restored
 * form, whose breeds are kept). Answers the ids unchanged when nothing changes.
 */
export function breedIdsForRaceType(
  raceType: RaceType,
  ids: BreedIds,
  diversId: string | undefined,
  previous: RaceType = raceType,
): BreedIds {
  let { first, second } = previous === raceType ? ids : { first: '', second: '' };
  if (raceType === 'inconnu') {
    if (diversId !== undefined) first = diversId;
  } else if (diversId !== undefined && first === diversId) {
    first = '';
  }
  if (raceType !== 'croise') second = '';
  return first === ids.first && second === ids.second ? ids : { first, second };
}

import { describe, expect, it } from 'vitest';
import {
  breedFieldsOf,
  breedIdsForRaceType,
  findBreedByName,
  firstBreedOptions,
  matchBreeds,
  orderBreeds,
  raceTypeOf,
  secondBreedOptions,
} from './breeds';

const dogs = [
  { id: 1, name: 'Berger allemand', slug: 'berger-allemand', min_price: 7.2 },
  { id: 2, name: 'Bouvier bernois', slug: 'bouvier-bernois', min_price: 8.9 },
  { id: 3, name: 'Bouvier des Flandres', slug: 'bouvier-des-flandres', min_price: 7.2 },
  { id: 4, name: 'Épagneul breton', slug: 'epagneul-breton', min_price: 6.2 },
  { id: 5, name: 'Caniche', slug: 'caniche', min_price: 5.2 },
];

describe('breed type-ahead', () => {
  it.each([
    ['bouv', ['Bouvier bernois', 'Bouvier des Flandres']],
    ['bernois', ['Bouvier bernois']],
    ['BERNOIS', ['Bouvier bernois']],
    ['bouv bern', ['Bouvier bernois']],
    ['epagneul', ['Épagneul breton']],
    ['épag', ['Épagneul breton']],
    ['EPAGNÈUL', ['Épagneul breton']],
    ['flandre', ['Bouvier des Flandres']],
    ['xyz', []],
  ])('"%s" finds %j', (query, names) => {
    expect(matchBreeds(dogs, query).map((breed) => breed.name)).toEqual(names);
  });

  it('lists every breed for an empty query', () => {
    expect(matchBreeds(dogs, '  ')).toHaveLength(dogs.length);
  });

  it('puts names starting with the query first', () => {
    const list = [{ name: 'Grand bouvier suisse' }, { name: 'Bouvier appenzellois' }];
    expect(matchBreeds(list, 'bouvier').map((breed) => breed.name)).toEqual([
      'Bouvier appenzellois',
      'Grand bouvier suisse',
    ]);
  });

  it('finds a breed by its exact name, accents ignored', () => {
    expect(findBreedByName(dogs, 'epagneul BRETON')?.id).toBe(4);
    expect(findBreedByName(dogs, 'Epagneul')).toBeUndefined();
  });
});

describe('breed lists (spec 000 §4, §5)', () => {
  const cats = [
    { id: 10, name: 'Abyssin', slug: 'abyssin', min_price: 4.9 },
    { id: 11, name: 'Autres (Chat)', slug: 'autres-chat', min_price: 4.9 },
  ];

  it('removes "Autres (Chat)" from the first cat breed only', () => {
    expect(firstBreedOptions('cat', cats).map((breed) => breed.slug)).toEqual(['abyssin']);
    expect(firstBreedOptions('dog', dogs)).toHaveLength(dogs.length);
  });

  it('adds "Inconnu" to the second cat breed', () => {
    const options = secondBreedOptions('cat', cats, 'Inconnu');
    expect(options[0]).toEqual({ id: 0, name: 'Inconnu', slug: 'inconnu', min_price: 0 });
    expect(options).toHaveLength(3);
    expect(secondBreedOptions('dog', dogs, 'Inconnu')).toHaveLength(dogs.length);
  });

  it('swaps the breeds when the first is cheaper', () => {
    const cheap = { id: 5, slug: 'caniche', name: 'Caniche', min_price: 5.2 };
    const dear = { id: 2, slug: 'bouvier-bernois', name: 'Bouvier bernois', min_price: 8.9 };
    expect(orderBreeds(cheap, dear)).toEqual([dear, cheap]);
    expect(orderBreeds(dear, cheap)).toEqual([dear, cheap]);
    expect(orderBreeds(cheap, undefined)).toEqual([cheap, undefined]);
  });
});

describe('breed fields and breed type (spec 000 §4, §5)', () => {
  it.each([
    ['dog', 'pure', {}, true, false],
    ['dog', 'croise', {}, true, true],
    ['dog', 'inconnu', {}, false, false],
    ['cat', 'pure', {}, true, true],
    ['cat', 'croise', {}, true, true],
    ['cat', 'pure', { isQuickCalculator: true }, true, false],
    ['horse', 'pure', {}, true, false],
  ] as const)('%s %s %j: breed 1 %s, breed 2 %s', (line, type, options, first, second) => {
    expect(breedFieldsOf(line, type, options)).toEqual({
      hasFirstBreed: first,
      hasSecondBreed: second,
    });
  });

  it('only dogs keep a breed type', () => {
    expect(raceTypeOf('dog', 'croise')).toBe('croise');
    expect(raceTypeOf('cat', 'croise')).toBe('pure');
  });

  it.each([
    ['inconnu', { first: '5', second: '3' }, { first: '9', second: '' }],
    ['pure', { first: '9', second: '' }, { first: '', second: '' }],
    ['croise', { first: '5', second: '3' }, { first: '5', second: '3' }],
    ['pure', { first: '5', second: '3' }, { first: '5', second: '' }],
  ] as const)('type %s: %j → %j (divers is 9)', (type, ids, expected) => {
    expect(breedIdsForRaceType(type, ids, '9')).toEqual(expected);
  });

  it.each([
    ['pure', 'croise', { first: '5', second: '' }, { first: '', second: '' }],
    ['croise', 'pure', { first: '5', second: '3' }, { first: '', second: '' }],
    ['inconnu', 'croise', { first: '9', second: '' }, { first: '', second: '' }],
    ['croise', 'inconnu', { first: '5', second: '3' }, { first: '9', second: '' }],
  ] as const)(
    'switching %s → %s clears the breeds: %j → %j (issue 12)',
    (from, to, ids, expected) => {
      expect(breedIdsForRaceType(to, ids, '9', from)).toEqual(expected);
    },
  );

  it('keeps the same ids when nothing changes', () => {
    const ids = { first: '5', second: '' };
    expect(breedIdsForRaceType('pure', ids, '9')).toBe(ids);
  });
});

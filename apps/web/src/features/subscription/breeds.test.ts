import { describe, expect, it } from 'vitest';
import {
  findBreedByName,
  firstBreedOptions,
  matchBreeds,
  orderBreeds,
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

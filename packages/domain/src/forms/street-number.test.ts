import { describe, expect, it } from 'vitest';
import { mergeStreetNumber } from './street-number';

describe('mergeStreetNumber', () => {
  it.each([
    ['Rue du Lac', '12', 'Rue du Lac 12'],
    ['  Rue du Lac ', ' 12a ', 'Rue du Lac 12a'],
    ['Rue du Lac 12', '12', 'Rue du Lac 12'],
    ['Rue du Lac 12A', '12a', 'Rue du Lac 12A'],
    ['Route 112', '12', 'Route 112 12'],
    ['Bahnhofstrasse', undefined, 'Bahnhofstrasse'],
    ['Bahnhofstrasse', '', 'Bahnhofstrasse'],
    ['', '5', ''],
  ])('%j with %j gives %j', (address, number, expected) => {
    expect(mergeStreetNumber(address, number)).toBe(expected);
  });
});

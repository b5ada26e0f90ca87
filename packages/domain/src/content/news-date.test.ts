import { describe, expect, it } from 'vitest';
import { newsDateParts } from './news-date';

describe('news date: day, abbreviated month, year in the locale', () => {
  it.each([
    ['2026-02-03', 'fr', '3 févr. 2026'],
    ['2026-03-24', 'fr', '24 mars 2026'],
    ['2026-06-01', 'fr', '1 juin 2026'],
    ['2026-07-14', 'fr', '14 juil. 2026'],
    ['2026-08-20', 'fr', '20 août 2026'],
    ['2026-12-31', 'fr', '31 déc. 2026'],
    ['2026-02-03', 'de', '3. Feb. 2026'],
    ['2026-03-24', 'de', '24. März 2026'],
    ['2026-06-01', 'de', '1. Juni 2026'],
    ['2026-09-09', 'de', '9. Sept. 2026'],
    ['2026-10-05', 'de', '5. Okt. 2026'],
    ['2025-12-31', 'de', '31. Dez. 2025'],
  ] as const)('%s in %s is %s', (iso, locale, text) => {
    expect(newsDateParts(iso, locale).text).toBe(text);
  });

  it('knows leap years', () => {
    expect(newsDateParts('2028-02-29', 'fr').text).toBe('29 févr. 2028');
  });

  it('gives the parts for a tile', () => {
    expect(newsDateParts('2026-11-05', 'de')).toEqual({
      iso: '2026-11-05',
      day: '5.',
      month: 'Nov.',
      year: '2026',
      text: '5. Nov. 2026',
    });
  });

  it.each([
    '2026-13-01',
    '2026-00-10',
    '2026-01-32',
    '2026-02-29',
    '2026-04-31',
    '26-01-01',
    '01.02.2026',
    '',
  ])('refuses %j', (value) => {
    expect(() => newsDateParts(value, 'fr')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { needsSideReminder, normaliseWords } from './side-reminder';

describe('normaliseWords', () => {
  it('lowercases, removes accents, splits apostrophes and hyphens', () => {
    expect(normaliseWords("L'œil du chien-loup ÉTAIT gonflé, l’oreille aussi.")).toEqual([
      'l',
      'oeil',
      'du',
      'chien',
      'loup',
      'etait',
      'gonfle',
      'l',
      'oreille',
      'aussi',
    ]);
    expect(normaliseWords('Hüfte — Bänder')).toEqual(['hufte', 'bander']);
  });
});

describe('needsSideReminder', () => {
  it.each([
    ['Il boite de la patte', '', true],
    ["Infection de l'œil", '', true],
    ['Otite', 'otite externe', true],
    ['Rupture du ligament croisé', '', true],
    ['Lahmheit seit gestern', '', true],
    ['Entzündung am Auge', '', true],
    ['OCD', '', true],
    ['Il boite de la patte avant gauche', '', false],
    ['Infection de l’œil droit', '', false],
    ['Otite', 'oreille postérieure? non: oreille gauche', false],
    ['Pfote vorne links verletzt', '', false],
    ['Ohrenentzündung rechts', '', false],
    ['Vomissements et diarrhée', 'gastro-entérite', false],
    ['Impfung', '', false],
    ['', '', false],
  ])('%s / %s → %s', (description, diagnostic, expected) => {
    expect(needsSideReminder(description, diagnostic)).toBe(expected);
  });

  it('accepts a missing diagnosis', () => {
    expect(needsSideReminder('patte', undefined)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { horseUsageOf, isUnpricedHorseUsage } from '../constants';
import {
  capHorseValue,
  horseValueMaxDigits,
  isAboveHorseValueCap,
  isIdentificationRequired,
  isIndoorCat,
} from './animal';

describe('animal information rules (spec 000 §5)', () => {
  it('asks the identification of dogs and horses, not of cats', () => {
    expect(isIdentificationRequired('dog')).toBe(true);
    expect(isIdentificationRequired('horse')).toBe(true);
    expect(isIdentificationRequired('cat')).toBe(false);
  });

  it('keeps "indoor" for cats only', () => {
    expect(isIndoorCat('cat', true)).toBe(true);
    expect(isIndoorCat('dog', true)).toBe(false);
    expect(isIndoorCat('cat', false)).toBe(false);
  });

  it('caps a horse value at 50000 and lets one more digit be typed', () => {
    expect(capHorseValue(75000)).toBe(50000);
    expect(capHorseValue(50000)).toBe(50000);
    expect(capHorseValue(1200)).toBe(1200);
    expect(horseValueMaxDigits).toBe(6);
    expect(isAboveHorseValueCap(50001)).toBe(true);
    expect(isAboveHorseValueCap(undefined)).toBe(false);
  });

  it('knows the usage of a usage detail, Loisir when unknown (spec 000 §3.3)', () => {
    expect(horseUsageOf('Dressage')).toMatchObject({ usage: 'sport', animal_group: 'sport' });
    expect(horseUsageOf(undefined)).toMatchObject({ usage: 'loisir', usage_detail: 'Loisir' });
    expect(isUnpricedHorseUsage('Autre')).toBe(true);
    expect(isUnpricedHorseUsage('Loisir')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  dateMask,
  digitsMask,
  formatIban,
  patternMask,
  phoneMask,
  separatedDigitsMask,
  timeMask,
} from './masks';

describe('input masks (spec 000 §5, 001 §5)', () => {
  it.each([
    ['0', '0'],
    ['0106', '01.06'],
    ['01062020', '01.06.2020'],
    ['01.06.2020', '01.06.2020'],
    ['01/06/20201', '01.06.2020'],
  ])('date %s → %s', (typed, shown) => {
    expect(dateMask(typed)).toBe(shown);
  });

  it('masks a time as HH:MM', () => {
    expect(timeMask('1430')).toBe('14:30');
    expect(timeMask('9')).toBe('9');
    expect(timeMask.maxLength).toBe(5);
  });

  it('masks a phone number as ### ### ## ##', () => {
    expect(phoneMask('0791234567')).toBe('079 123 45 67');
    expect(phoneMask('079 12')).toBe('079 12');
    expect(phoneMask('+41 79 123 45 67')).toBe('+41 79 123 45 67');
  });

  it('takes a grouped number whole and keeps its digits (issue 12: a pasted chip number)', () => {
    const mask = separatedDigitsMask(15, 30);
    for (const pasted of ['756 0981 0012 3456', '756.0981.0012.3456', '756-0981-0012-3456']) {
      expect(pasted.length).toBeLessThanOrEqual(mask.maxLength ?? 0);
      expect(mask(pasted)).toBe('756098100123456');
    }
    expect(mask('7560981001234567')).toBe('756098100123456');
  });

  it('keeps digits only, up to the maximum', () => {
    const mask = digitsMask(15);
    expect(mask('756-0981 2345678901')).toBe('756098123456789');
    expect(mask.maxLength).toBe(15);
  });

  it('gives the pattern length as the longest text', () => {
    expect(dateMask.maxLength).toBe(10);
    expect(patternMask('## ##').maxLength).toBe(5);
  });

  it('groups an IBAN by four, upper case; anything else stays as typed', () => {
    expect(formatIban('ch9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
    expect(formatIban(' CH93 0076 2011 6238 5295 7 ')).toBe('CH93 0076 2011 6238 5295 7');
    expect(formatIban('not an iban')).toBe('not an iban');
    expect(formatIban('')).toBe('');
  });
});

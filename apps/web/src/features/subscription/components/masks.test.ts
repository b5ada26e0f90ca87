import { describe, expect, it } from 'vitest';
import { maskDate, maskDigits, maskPhone } from './masks';

describe('input masks (spec 000 §5)', () => {
  it.each([
    ['0', '0'],
    ['0106', '01.06'],
    ['01062020', '01.06.2020'],
    ['01.06.2020', '01.06.2020'],
    ['01/06/20201', '01.06.2020'],
  ])('date %s → %s', (typed, shown) => {
    expect(maskDate(typed)).toBe(shown);
  });

  it('masks a phone number as ### ### ## ##', () => {
    expect(maskPhone('0791234567')).toBe('079 123 45 67');
    expect(maskPhone('079 12')).toBe('079 12');
  });

  it('keeps digits only for the identification', () => {
    expect(maskDigits('756-0981 2345678901', 15)).toBe('756098123456789');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimNumberOf,
  isClaimNumber,
  isOnlineClaimNumber,
  normaliseClaimNumber,
} from './claim-number';

describe('claim numbers', () => {
  it.each([
    ['123456', true, false],
    ['S123456', true, true],
    ['s123456', true, true],
    [' S 123 456 ', true, true],
    ['12345', false, false],
    ['S1234567', false, false],
    ['X123456', false, false],
    ['SS123456', false, false],
    ['', false, false],
  ])('%s: claim number %s, online %s', (text, isClaim, isOnline) => {
    expect(isClaimNumber(text)).toBe(isClaim);
    expect(isOnlineClaimNumber(text)).toBe(isOnline);
  });

  it('normalises', () => {
    expect(normaliseClaimNumber(' s 123456')).toBe('S123456');
  });

  it('issues S + 6 digits for every serial', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (serial) =>
        isOnlineClaimNumber(claimNumberOf(serial)),
      ),
    );
    expect(claimNumberOf(42)).toBe('S000042');
    expect(() => claimNumberOf(1_000_000)).toThrow(RangeError);
  });
});

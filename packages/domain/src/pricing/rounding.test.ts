import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMultipleOf5Centimes,
  ratio,
  ratioOf,
  roundTo5,
  times,
  toCentimes,
  toChf,
} from './rounding';

describe('roundTo5 (half up to 5 centimes)', () => {
  it.each([
    [0, 1, 0],
    [247, 100, 0], // 2.47 centimes → 0
    [25, 10, 5], // 2.5 centimes → 5 (half up)
    [282, 1, 280],
    [283, 1, 285],
    [4818, 1, 4820],
    [12, 10, 0],
    [96360, 1000, 95], // 96.36 centimes
    [1500, 31, 50], // 48.39 centimes
  ])('%i/%i centimes → %i', (num, den, expected) => {
    expect(roundTo5(ratio(num, den))).toBe(expected);
  });

  it('refuses negative amounts', () => {
    expect(() => roundTo5(ratio(-5))).toThrow(RangeError);
  });

  it('is within 2.5 centimes of the exact amount and a multiple of 5', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 10_000 }), (num, den) => {
        const rounded = roundTo5(ratio(num, den));
        expect(rounded % 5).toBe(0);
        expect(Math.abs(rounded - num / den)).toBeLessThanOrEqual(2.5 + 1e-9);
      }),
    );
  });
});

describe('exact tariff figures', () => {
  it('reads decimals exactly', () => {
    expect(ratioOf(1.15)).toEqual({ num: 115n, den: 100n });
    expect(ratioOf(4.7)).toEqual({ num: 47n, den: 10n });
    expect(ratioOf(3)).toEqual({ num: 3n, den: 1n });
    expect(() => ratioOf(1e-7)).toThrow(RangeError);
  });

  it('multiplies without drift: 0.1 × 3 is 0.3', () => {
    expect(times(ratioOf(0.1), ratio(3))).toEqual({ num: 3n, den: 10n });
  });

  it('converts CHF and centimes', () => {
    expect(toCentimes(4.7)).toBe(470);
    expect(toCentimes(1011.8)).toBe(101180);
    expect(toChf(12345)).toBe(123.45);
    expect(isMultipleOf5Centimes(12.55)).toBe(true);
    expect(isMultipleOf5Centimes(12.54)).toBe(false);
    expect(isMultipleOf5Centimes(-75.1)).toBe(true);
  });
});

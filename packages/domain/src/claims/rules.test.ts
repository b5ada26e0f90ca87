import { describe, expect, it } from 'vitest';
import {
  checkCaseDate,
  checkTreatmentDate,
  formatAmountText,
  isClaimTime,
  isInvoiceAmount,
  latestCaseDate,
  parseAmount,
} from './rules';

const today = '2026-03-15';

describe('checkCaseDate', () => {
  it.each([
    ['14.03.2026', null],
    ['01.01.2020', null],
    ['15.03.2026', 'not_past'],
    ['16.03.2026', 'not_past'],
    ['31.02.2026', 'invalid'],
    ['29.02.2025', 'invalid'],
    ['2026-03-14', 'invalid'],
    ['1.3.2026', 'invalid'],
    ['', 'invalid'],
  ])('%s → %s', (text, problem) => {
    expect(checkCaseDate(text, today)).toBe(problem);
  });
});

describe('checkTreatmentDate', () => {
  it.each([
    ['15.03.2026', null],
    ['14.03.2026', null],
    ['16.03.2026', 'future'],
    ['30.02.2026', 'invalid'],
  ])('%s → %s', (text, problem) => {
    expect(checkTreatmentDate(text, today)).toBe(problem);
  });
});

describe('isClaimTime', () => {
  it.each([
    ['00:00', true],
    ['23:59', true],
    ['09:05', true],
    ['24:00', false],
    ['12:60', false],
    ['9:05', false],
    ['0905', false],
  ])('%s → %s', (text, expected) => {
    expect(isClaimTime(text)).toBe(expected);
  });
});

describe('invoice amounts', () => {
  it.each([
    [120.5, true],
    [0.05, true],
    [99.99, true],
    [0, false],
    [-10, false],
    [10.555, false],
    [Number.NaN, false],
    [2_000_000, false],
  ])('%s → %s', (amount, expected) => {
    expect(isInvoiceAmount(amount)).toBe(expected);
  });

  it.each([
    ['120.50', 120.5],
    ['120,5', 120.5],
    ["1'250.00", 1250],
    [42, 42],
    ['12abc', null],
    ['-3', null],
    [true, null],
  ])('parses %s as %s', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });
});

describe('latestCaseDate', () => {
  it('is the day before today, the last date checkCaseDate accepts', () => {
    expect(latestCaseDate(today)).toBe('2026-03-14');
    expect(checkCaseDate('14.03.2026', today)).toBeNull();
    expect(latestCaseDate('2026-03-01')).toBe('2026-02-28');
  });
});

describe('formatAmountText', () => {
  it.each([
    ['120.5', '120.50'],
    ['120,5', '120.50'],
    [" 1'250 ", '1250.00'],
    ['85', '85.00'],
    ['abc', 'abc'],
    ['', ''],
  ])('%j → %j', (typed, shown) => {
    expect(formatAmountText(typed)).toBe(shown);
  });
});

import { describe, expect, it } from 'vitest';
import { formatChf } from './chf';

describe('formatChf', () => {
  it.each([
    [0, 'CHF 0.-'],
    [89, 'CHF 89.-'],
    [600, 'CHF 600.-'],
    [1000, "CHF 1'000.-"],
    [1234, "CHF 1'234.-"],
    [15000, "CHF 15'000.-"],
    [1234567.5, "CHF 1'234'567.50"],
    [12.05, 'CHF 12.05'],
    [-10, 'CHF -10.-'],
  ])('%d is shown as %s', (amount, expected) => {
    expect(formatChf(amount).replace('\u00a0', ' ')).toBe(expected);
  });

  it('keeps CHF and the amount together with a no-break space', () => {
    expect(formatChf(72)).toBe('CHF\u00a072.-');
  });
});

import { describe, expect, it } from 'vitest';
import { swissToday } from './swiss-today';

describe('swissToday', () => {
  it.each([
    ['2025-12-31T22:59:59Z', '2025-12-31'], // 23:59:59 in winter (UTC+1)
    ['2025-12-31T23:00:00Z', '2026-01-01'],
    ['2026-06-30T21:59:59Z', '2026-06-30'], // 23:59:59 in summer (UTC+2)
    ['2026-06-30T22:00:00Z', '2026-07-01'],
    ['2026-03-10T08:00:00Z', '2026-03-10'],
  ])('%s is %s in Zurich', (instant, expected) => {
    expect(swissToday(new Date(instant))).toBe(expected);
  });
});

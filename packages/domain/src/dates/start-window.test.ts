import { describe, expect, it } from 'vitest';
import {
  allowedStartDates,
  checkStartDate,
  onlineStartDates,
  startDateWindow,
} from './start-window';

describe('startDateWindow (spec 000 §5)', () => {
  it.each([
    // birth + 3 months is in the past: today is the minimum
    ['2020-05-20', '2026-03-10', '2026-03-10', '2026-06-10'],
    // a young animal: birth + 3 months is later than today
    ['2026-01-20', '2026-03-10', '2026-04-20', '2026-07-20'],
    // birth on 30 November: + 3 months is the end of February
    ['2025-11-30', '2026-01-05', '2026-02-28', '2026-05-28'],
  ])('born %s, today %s: from %s to %s', (birth, today, min, max) => {
    expect(startDateWindow(birth, today)).toEqual({ min, max });
  });

  it('checks a start date against the window, both ends included', () => {
    const window = { min: '2026-03-10', max: '2026-06-10' };
    expect(checkStartDate('2026-03-09', window)).toBe('too_early');
    expect(checkStartDate('2026-03-10', window)).toBeNull();
    expect(checkStartDate('2026-06-10', window)).toBeNull();
    expect(checkStartDate('2026-06-11', window)).toBe('too_late');
  });
});

describe('onlineStartDates', () => {
  it.each([
    ['2020-05-20', '2026-03-10', ['2026-04-01', '2026-05-01', '2026-06-01']],
    ['2020-05-20', '2026-03-01', ['2026-04-01', '2026-05-01', '2026-06-01']],
    ['2026-01-20', '2026-03-10', ['2026-05-01', '2026-06-01', '2026-07-01']],
    ['2020-05-20', '2026-11-30', ['2026-12-01', '2027-01-01', '2027-02-01']],
  ])('born %s, today %s: %j', (birth, today, dates) => {
    expect(onlineStartDates(birth, today)).toEqual(dates);
  });

  it('always falls inside the window', () => {
    for (const today of ['2026-01-01', '2026-01-31', '2026-02-28', '2026-07-15', '2026-12-31']) {
      const window = startDateWindow('2010-01-01', today);
      for (const date of onlineStartDates('2010-01-01', today)) {
        expect(checkStartDate(date, window)).toBeNull();
      }
    }
  });
});

describe('allowedStartDates (spec 000 §5)', () => {
  it('offers every day of the window, both ends included', () => {
    const dates = allowedStartDates('20.05.2020', '2026-03-10');
    expect(dates[0]).toBe('2026-03-10');
    expect(dates.at(-1)).toBe('2026-06-10');
    expect(dates).toHaveLength(93);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('offers nothing until the birth date is a valid date not in the future', () => {
    expect(allowedStartDates('', '2026-03-10')).toEqual([]);
    expect(allowedStartDates('31.02.2020', '2026-03-10')).toEqual([]);
    expect(allowedStartDates('11.03.2026', '2026-03-10')).toEqual([]);
  });
});

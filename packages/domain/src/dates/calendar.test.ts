import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ageInYears,
  dayBefore,
  daysInMonth,
  firstOfNextMonth,
  monthPeriods,
  parseDate,
  parseIsoDate,
  parseSwissDate,
  toSwissDate,
} from './calendar';

describe('parseSwissDate', () => {
  it.each([
    ['15.06.2023', '2023-06-15'],
    ['29.02.2024', '2024-02-29'],
    ['01.01.1000', '1000-01-01'],
    ['31.12.9999', '9999-12-31'],
  ])('reads %s', (text, expected) => {
    expect(parseSwissDate(text)).toBe(expected);
  });

  it.each([
    '31.02.2020',
    '29.02.2023',
    '31.04.2026',
    '00.01.2020',
    '32.01.2020',
    '15.13.2020',
    '15.00.2020',
    '1.2.2020',
    '15.06.20',
    '15.06.0999',
    '15/06/2023',
    '2023-06-15',
    ' 15.06.2023',
    '',
  ])('refuses %j', (text) => {
    expect(parseSwissDate(text)).toBeNull();
  });
});

describe('parseIsoDate and parseDate', () => {
  it('reads ISO dates strictly', () => {
    expect(parseIsoDate('2026-04-01')).toBe('2026-04-01');
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-4-1')).toBeNull();
    expect(parseIsoDate('2026-04-01T00:00:00Z')).toBeNull();
  });

  it('accepts either form', () => {
    expect(parseDate('01.04.2026')).toBe('2026-04-01');
    expect(parseDate('2026-04-01')).toBe('2026-04-01');
    expect(parseDate('31.02.2020')).toBeNull();
  });
});

describe('calendar arithmetic', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2026-03-10', 3, '2026-06-10'],
    ['2026-10-15', 3, '2027-01-15'],
    ['2026-03-10', -3, '2025-12-10'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2026-04-01', '2026-03-31'],
    ['2026-03-01', '2026-02-28'],
    ['2024-03-01', '2024-02-29'],
    ['2027-01-01', '2026-12-31'],
    ['2026-03-15', '2026-03-14'],
  ])('the day before %s is %s', (date, expected) => {
    expect(dayBefore(date)).toBe(expected);
  });

  it.each([
    ['2026-03-10', 30, '2026-04-09'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('finds the first of the next month', () => {
    expect(firstOfNextMonth('2026-12-15')).toBe('2027-01-01');
    expect(firstOfNextMonth('2026-03-01')).toBe('2026-04-01');
  });

  it.each([
    ['2020-06-15', '2026-06-14', 5],
    ['2020-06-15', '2026-06-15', 6],
    ['2020-02-29', '2026-02-28', 5],
    ['2020-02-29', '2026-03-01', 6],
    ['2026-01-01', '2026-12-31', 0],
  ])('born %s, on %s: %i whole years', (birth, at, age) => {
    expect(ageInYears(birth, at)).toBe(age);
  });

  it('writes dates the Swiss way', () => {
    expect(toSwissDate('2026-04-01')).toBe('01.04.2026');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-10', 1, '2026-03-11'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2000-02-29', 366, '2001-03-01'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('agrees with the UTC calendar and goes back where it came from', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2200-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -4000, max: 4000 }),
        (start, days) => {
          const iso = start.toISOString().slice(0, 10);
          const expected = new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000)
            .toISOString()
            .slice(0, 10);
          expect(addDays(iso, days)).toBe(expected);
          expect(addDays(addDays(iso, days), -days)).toBe(iso);
        },
      ),
    );
  });
});

describe('monthPeriods', () => {
  it('splits a contract year into instalment periods, each ending the day before the next', () => {
    expect(monthPeriods('2026-01-31', 3, 4)).toEqual([
      { from: '2026-01-31', to: '2026-04-29' },
      { from: '2026-04-30', to: '2026-07-30' },
      { from: '2026-07-31', to: '2026-10-30' },
      { from: '2026-10-31', to: '2027-01-30' },
    ]);
    expect(monthPeriods('2026-04-01', 12, 1)).toEqual([{ from: '2026-04-01', to: '2027-03-31' }]);
  });

  it('gives what addMonths and dayBefore give, for any start and any split of the year', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9990-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(1, 2, 3, 4, 6, 12),
        (start, count) => {
          const iso = start.toISOString().slice(0, 10);
          const monthsEach = 12 / count;
          const expected = Array.from({ length: count }, (_, i) => ({
            from: addMonths(iso, i * monthsEach),
            to: dayBefore(addMonths(iso, (i + 1) * monthsEach)),
          }));
          expect(monthPeriods(iso, monthsEach, count)).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

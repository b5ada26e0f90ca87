import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { swissToday } from './swiss-today';

// the time-zone data's answer: what the Zurich clock shows at an instant, as YYYY-MM-DD
const direct = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

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

describe('swissToday on any instant, asked in any order', () => {
  const hour = 3_600_000;
  // around midnight and the clock changes of 2026 (29.03 and 25.10), and anywhere from 1900 to 2100
  const instantArb = fc.oneof(
    fc
      .constantFrom(
        Date.UTC(2026, 2, 28, 22),
        Date.UTC(2026, 2, 29, 0),
        Date.UTC(2026, 2, 29, 1),
        Date.UTC(2026, 9, 24, 21),
        Date.UTC(2026, 9, 25, 0),
        Date.UTC(2026, 9, 25, 1),
        Date.UTC(2025, 11, 31, 23),
      )
      .chain((base) =>
        fc.integer({ min: -3 * hour, max: 3 * hour }).map((offset) => base + offset),
      ),
    fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
  );

  it('is the date the Zurich clock shows', () => {
    fc.assert(
      fc.property(fc.array(instantArb, { minLength: 1, maxLength: 20 }), (instants) => {
        for (const instant of instants) {
          expect(swissToday(new Date(instant))).toBe(direct.format(instant));
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('swissToday by the clock rule (issue 14: no date formatter while a page hydrates)', () => {
  const minute = 60_000;

  it('agrees with the time-zone data around every clock change and midnight, 1990 to 2100', () => {
    const mismatches: string[] = [];
    for (let year = 1990; year <= 2100; year += 1) {
      // every quarter of an hour from two days before to two days after each last Sunday
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay());
        for (
          let at = sunday - 2 * 1440 * minute;
          at <= sunday + 2 * 1440 * minute;
          at += 15 * minute
        ) {
          const expected = direct.format(at);
          if (swissToday(new Date(at)) !== expected) mismatches.push(new Date(at).toISOString());
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('neither makes nor uses a date formatter for today', () => {
    const used: string[] = [];
    const Original = Intl.DateTimeFormat;
    const { formatToParts } = Original.prototype;
    // `format` is a getter handing out a bound function
    const format = Object.getOwnPropertyDescriptor(Original.prototype, 'format');
    if (!format?.get) throw new Error('Intl.DateTimeFormat.prototype.format is not a getter');
    const formatGetter = format.get;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args) {
        used.push('new');
        return Reflect.construct(target, args);
      },
    });
    // a formatter made by an earlier question would be kept: its use is recorded too
    Object.defineProperty(Original.prototype, 'format', {
      ...format,
      get(this: Intl.DateTimeFormat) {
        used.push('format');
        return formatGetter.call(this);
      },
    });
    Original.prototype.formatToParts = function (this: Intl.DateTimeFormat, ...args) {
      used.push('formatToParts');
      return formatToParts.apply(this, args);
    };
    try {
      expect(swissToday(new Date('2031-07-14T23:30:00Z'))).toBe('2031-07-15');
      expect(swissToday(new Date('2031-12-14T23:30:00Z'))).toBe('2031-12-15');
      expect(swissToday(new Date('1990-07-14T23:30:00Z'))).toBe('1990-07-15');
    } finally {
      Intl.DateTimeFormat = Original;
      Object.defineProperty(Original.prototype, 'format', format);
      Original.prototype.formatToParts = formatToParts;
    }
    // the instant before 1996 is the engine's: the record does see a formatter's use
    expect(used).toEqual(['formatToParts']);
  });
});

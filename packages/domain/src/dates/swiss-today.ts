import { dateOfDays, daysInMonth, daysOf, formatIsoDate, type IsoDate } from './calendar';

/**
 * Made at the first question, not when the module loads: a formatter with a time zone loads the
 * zone's data (issue 14).
 */
let zurichDate: Intl.DateTimeFormat | undefined;
const zurichFormatter = () => {
  zurichDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return zurichDate;
};

const HOUR_MS = 3_600_000;

/** The Swiss calendar date at an instant given in milliseconds since the epoch, by the engine. */
function dateAt(instantMs: number): IsoDate {
  const parts = Object.fromEntries(
    zurichFormatter()
      .formatToParts(instantMs)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** From 1996 on, Zurich's clock follows one rule (before, summer time ended in September). */
const RULE_SINCE_MS = Date.UTC(1996, 0, 1);
const DAY_MS = 24 * HOUR_MS;

/** The day (counted from 1970-01-01, a Thursday) of a month's last Sunday (month 1–12). */
function lastSunday(year: number, month: number): number {
  const lastDay = daysOf({ year, month, day: daysInMonth(year, month) });
  return lastDay - ((lastDay + 4) % 7);
}

/**
 * Zurich's offset from UTC at an instant from 1996 on: summer time (UTC+2) from the last Sunday of
 * March to the last Sunday of October, both at 01:00 UTC (the European rule, Switzerland's since
 * 1981, with October's end since 1996); UTC+1 otherwise.
 */
function zurichOffsetMs(instantMs: number): number {
  const { year } = dateOfDays(Math.floor(instantMs / DAY_MS));
  const summerStart = lastSunday(year, 3) * DAY_MS + HOUR_MS;
  const summerEnd = lastSunday(year, 10) * DAY_MS + HOUR_MS;
  return instantMs >= summerStart && instantMs < summerEnd ? 2 * HOUR_MS : HOUR_MS;
}

/**
 * The calendar date in Switzerland at an instant. Callers pass the instant (the server its
 * clock, tests a fixed one); the pricing engine itself only ever receives the resulting string.
 *
 * From 1996 on the date is computed from the clock rule, without Intl: the first date or number
 * formatter a browser tab creates loads the engine's locale data, 30 to 50 ms of one task on a
 * desktop (issue 14), and the pages ask for today while they hydrate. Earlier instants (tests
 * only) are asked of the engine. A test compares both with the engine's time-zone data, so a
 * change of the rule in that data fails it.
 */
export function swissToday(now: Date): IsoDate {
  const instant = now.getTime();
  if (!(instant >= RULE_SINCE_MS)) return dateAt(instant);
  return formatIsoDate(dateOfDays(Math.floor((instant + zurichOffsetMs(instant)) / DAY_MS)));
}

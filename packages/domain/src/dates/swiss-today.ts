import type { IsoDate } from './calendar';

/**
 * Made at the first question, not when the module loads: a formatter with a time zone loads the
 * zone's data, the most costly part of the subscription page's scripts on a slow phone (issue 14).
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

/** The Swiss calendar date at an instant given in milliseconds since the epoch. */
function dateAt(instantMs: number): IsoDate {
  const parts = Object.fromEntries(
    zurichFormatter()
      .formatToParts(instantMs)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The last UTC hour asked about whose instants all have one Swiss date, and that date. */
let knownHour = Number.NaN;
let knownDate = '';

/**
 * The calendar date in Switzerland at an instant. Callers pass the instant (the server its
 * clock, tests a fixed one); the pricing engine itself only ever receives the resulting string.
 * Only the numeric parts are read, so the formatting locale does not matter.
 *
 * The server asks for every priced request; formatting costs microseconds, so the date is kept
 * per UTC hour. The Swiss date never goes backwards (Zurich's clock changes are at 02:00 and
 * 03:00, never across midnight), so when an hour begins and ends on the same date, every
 * instant inside it has that date; the hour in which midnight falls is never kept.
 */
export function swissToday(now: Date): IsoDate {
  const instant = now.getTime();
  const hour = Math.floor(instant / HOUR_MS);
  if (hour === knownHour) return knownDate;
  const date = dateAt(instant);
  const start = hour * HOUR_MS;
  if (dateAt(start) === date && dateAt(start + HOUR_MS - 1) === date) {
    knownHour = hour;
    knownDate = date;
  }
  return date;
}

import type { IsoDate } from './calendar';

const zurichDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar date in Switzerland at an instant. Callers pass the instant (the server its
 * clock, tests a fixed one); the pricing engine itself only ever receives the resulting string.
 * Only the numeric parts are read, so the formatting locale does not matter.
 */
export function swissToday(now: Date): IsoDate {
  const parts = Object.fromEntries(
    zurichDate.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

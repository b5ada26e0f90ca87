/**
 * Calendar dates as plain 'YYYY-MM-DD' strings, computed by arithmetic only: no Date object,
 * no time zone and no locale, so that the browser and the server always agree.
 */

/** A valid calendar date written YYYY-MM-DD (ISO 8601). ISO strings sort like the dates. */
export type IsoDate = string;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Day 1-31 within the month's length, month 1-12, a four-digit year (spec 000 §5). */
export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1000 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function formatIsoDate({ year, month, day }: CalendarDate): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const swissPattern = /^(\d{2})\.(\d{2})\.(\d{4})$/;

function checked(year: string, month: string, day: string): IsoDate | null {
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  return isValidCalendarDate(date) ? formatIsoDate(date) : null;
}

/** Parses YYYY-MM-DD strictly (two-digit month and day, real calendar day); null otherwise. */
export function parseIsoDate(text: string): IsoDate | null {
  const match = isoPattern.exec(text);
  return match ? checked(match[1] ?? '', match[2] ?? '', match[3] ?? '') : null;
}

/** Parses DD.MM.YYYY strictly, as typed in the masked fields (spec 000 §5); 31.02.2020 is null. */
export function parseSwissDate(text: string): IsoDate | null {
  const match = swissPattern.exec(text);
  return match ? checked(match[3] ?? '', match[2] ?? '', match[1] ?? '') : null;
}

/** Accepts either written form (policy_start_date comes as both, spec 000 §3.1). */
export function parseDate(text: string): IsoDate | null {
  return parseIsoDate(text) ?? parseSwissDate(text);
}

/** The parts of a date already known to be valid. */
export function toCalendarDate(date: IsoDate): CalendarDate {
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

/** DD.MM.YYYY, the form shown to users and used in messages. */
export function toSwissDate(date: IsoDate): string {
  const { year, month, day } = toCalendarDate(date);
  return `${pad(day, 2)}.${pad(month, 2)}.${pad(year, 4)}`;
}

export function compareDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

/**
 * Adds calendar months. A day that does not exist in the target month becomes its last day
 * (31.01 + 1 month = 28.02 or 29.02), the usual rule for contract dates.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = toCalendarDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return formatIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

// Days since 1970-01-01 of a date and back (H. Hinnant's civil calendar algorithms).
function daysOf({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function dateOfDays(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Adds (or, negative, subtracts) calendar days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return formatIsoDate(dateOfDays(daysOf(toCalendarDate(date)) + days));
}

/** The first day of the month after the given date's month. */
export function firstOfNextMonth(date: IsoDate): IsoDate {
  const { year, month } = toCalendarDate(date);
  return addMonths(formatIsoDate({ year, month, day: 1 }), 1);
}

/** The day before a date (the last day of a period that ends where the next one begins). */
export function dayBefore(date: IsoDate): IsoDate {
  const { year, month, day } = toCalendarDate(date);
  if (day > 1) return formatIsoDate({ year, month, day: day - 1 });
  const previous = addMonths(formatIsoDate({ year, month, day: 1 }), -1);
  const { year: y, month: m } = toCalendarDate(previous);
  return formatIsoDate({ year: y, month: m, day: daysInMonth(y, m) });
}

/**
 * Age in whole completed years on a date (spec 000 §5). A birthday on 29 February is reached
 * on 1 March in common years (the month-and-day comparison below).
 */
export function ageInYears(birth: IsoDate, at: IsoDate): number {
  const b = toCalendarDate(birth);
  const a = toCalendarDate(at);
  const hadBirthday = a.month > b.month || (a.month === b.month && a.day >= b.day);
  return a.year - b.year - (hadBirthday ? 0 : 1);
}

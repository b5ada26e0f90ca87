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
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
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

/** pad(value, 2) for the month and day numbers that real dates have, without the string work. */
const twoDigits = (value: number) =>
  Number.isInteger(value) && value >= 0 && value < 100
    ? value < 10
      ? `0${value}`
      : `${value}`
    : pad(value, 2);

export function formatIsoDate({ year, month, day }: CalendarDate): IsoDate {
  const yyyy = Number.isInteger(year) && year >= 1000 && year <= 9999 ? `${year}` : pad(year, 4);
  return `${yyyy}-${twoDigits(month)}-${twoDigits(day)}`;
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

/** The digit at `index` of a string, or -1 when it is no digit. */
function digitAt(text: string, index: number): number {
  const code = text.charCodeAt(index) - 48;
  return code >= 0 && code <= 9 ? code : -1;
}

/** The parts of a date already known to be valid. */
export function toCalendarDate(date: IsoDate): CalendarDate {
  // read the digits of YYYY-MM-DD in place (the engine parses dates thousands of times a second)
  if (date.length === 10 && date.charCodeAt(4) === 45 && date.charCodeAt(7) === 45) {
    const y0 = digitAt(date, 0);
    const y1 = digitAt(date, 1);
    const y2 = digitAt(date, 2);
    const y3 = digitAt(date, 3);
    const m0 = digitAt(date, 5);
    const m1 = digitAt(date, 6);
    const d0 = digitAt(date, 8);
    const d1 = digitAt(date, 9);
    if ((y0 | y1 | y2 | y3 | m0 | m1 | d0 | d1) >= 0) {
      return {
        year: y0 * 1000 + y1 * 100 + y2 * 10 + y3,
        month: m0 * 10 + m1,
        day: d0 * 10 + d1,
      };
    }
  }
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
export function daysOf({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function dateOfDays(days: number): CalendarDate {
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
  if (Number.isInteger(year) && year >= 1000 && year <= 9999 && month >= 1 && month <= 12) {
    // the same as below without writing and reading back the first of the month
    return month === 12
      ? formatIsoDate({ year: year + 1, month: 1, day: 1 })
      : formatIsoDate({ year, month: month + 1, day: 1 });
  }
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
 * `count` periods of `monthsEach` months from `start`, one after the other: each from
 * `addMonths(start, i * monthsEach)` to the day before the next one begins, as
 * `dayBefore(addMonths(start, (i + 1) * monthsEach))` gives it (a test compares them), computed
 * on the date's parts without writing and reading each boundary back (a quote's instalment
 * periods: one a year, or two when paid half-yearly).
 */
export function monthPeriods(
  start: IsoDate,
  monthsEach: number,
  count: number,
): { from: IsoDate; to: IsoDate }[] {
  const { year, month, day } = toCalendarDate(start);
  const first = year * 12 + (month - 1);
  const periods: { from: IsoDate; to: IsoDate }[] = [];
  let from = formatIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
  for (let i = 1; i <= count; i += 1) {
    // the next period's first day, as addMonths clamps it to its month's length
    const index = first + i * monthsEach;
    const nextYear = Math.floor(index / 12);
    const nextMonth = (index % 12) + 1;
    const nextDay = Math.min(day, daysInMonth(nextYear, nextMonth));
    // the day before it: the same month's, or the last of the month before
    let to: IsoDate;
    if (nextDay > 1) to = formatIsoDate({ year: nextYear, month: nextMonth, day: nextDay - 1 });
    else {
      const endYear = nextMonth === 1 ? nextYear - 1 : nextYear;
      const endMonth = nextMonth === 1 ? 12 : nextMonth - 1;
      to = formatIsoDate({ year: endYear, month: endMonth, day: daysInMonth(endYear, endMonth) });
    }
    periods.push({ from, to });
    from = formatIsoDate({ year: nextYear, month: nextMonth, day: nextDay });
  }
  return periods;
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

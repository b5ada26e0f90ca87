import type { Locale } from '../locale';

/**
 * Abbreviated month names as Swiss French and German write them. Written out rather than taken
 * from Intl: the server and every browser must print the same date (the page the server sends
 * is replaced by React's without a visible change).
 */
const monthAbbreviations: Record<Locale, readonly string[]> = {
  fr: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
  de: [
    'Jan.',
    'Feb.',
    'März',
    'Apr.',
    'Mai',
    'Juni',
    'Juli',
    'Aug.',
    'Sept.',
    'Okt.',
    'Nov.',
    'Dez.',
  ],
};

export interface NewsDateParts {
  /** The date as given, YYYY-MM-DD (for `<time datetime>`). */
  iso: string;
  day: string;
  month: string;
  year: string;
  /** "3 févr. 2026" / "3. Feb. 2026" */
  text: string;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** spec 002 "News grid": a post's date as day, abbreviated month and year in the locale. */
export function newsDateParts(iso: string, locale: Locale): NewsDateParts {
  const match = isoDate.exec(iso);
  const monthIndex = match ? Number(match[2]) - 1 : -1;
  const dayNumber = match ? Number(match[3]) : 0;
  const month = monthAbbreviations[locale][monthIndex];
  const yearNumber = match ? Number(match[1]) : 0;
  const isLeap = yearNumber % 4 === 0 && (yearNumber % 100 !== 0 || yearNumber % 400 === 0);
  const daysInMonth =
    [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][monthIndex] ?? 0;
  if (!match || !month || dayNumber < 1 || dayNumber > daysInMonth) {
    throw new Error(`Not a date (YYYY-MM-DD): ${iso}`);
  }
  const year = match[1] as string;
  const day = locale === 'de' ? `${dayNumber}.` : String(dayNumber);
  return { iso, day, month, year, text: `${day} ${month} ${year}` };
}

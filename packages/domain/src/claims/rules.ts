import { addDays, compareDates, type IsoDate, parseSwissDate } from '../dates/calendar';
import { hasCentimePrecision } from '../pricing/rounding';
import { claimLimits } from './constants';

/**
 * Date, time and amount rules of the claim declaration (spec 001 §2.1 steps 3 and 6, §3, §5).
 * `today` is the calendar date in Switzerland (dates/swiss-today), given by the caller.
 */

export type ClaimDateProblem = 'invalid' | 'not_past' | 'future';

/** spec 001 §5: the claim date is a real DD.MM.YYYY date strictly before today. */
export function checkCaseDate(text: string, today: IsoDate): ClaimDateProblem | null {
  const date = parseSwissDate(text.trim());
  if (date === null) return 'invalid';
  return compareDates(date, today) < 0 ? null : 'not_past';
}

/** spec 001 §5: the latest claim date that can be picked (the day before today). */
export function latestCaseDate(today: IsoDate): IsoDate {
  return addDays(today, -1);
}

/** An invoice's first treatment date: a real DD.MM.YYYY date, today at the latest. */
export function checkTreatmentDate(text: string, today: IsoDate): ClaimDateProblem | null {
  const date = parseSwissDate(text.trim());
  if (date === null) return 'invalid';
  return compareDates(date, today) > 0 ? 'future' : null;
}

/** HH:MM on a 24-hour clock, as typed in the masked field (00:00 to 23:59). */
export function isClaimTime(text: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  return match !== null && Number(match[1]) <= 23 && Number(match[2]) <= 59;
}

/** spec 001 §3: an invoice amount in CHF, above zero, with at most two decimals. */
export function isInvoiceAmount(amount: number): boolean {
  return (
    Number.isFinite(amount) &&
    amount > 0 &&
    amount <= claimLimits.invoiceAmountMax &&
    hasCentimePrecision(amount)
  );
}

/**
 * An amount as typed ('120.50', '120,5', "1'250.00") or sent as a number; null when it is not a
 * plain decimal number.
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .replace(/['’\s]/g, '')
    .replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/**
 * An amount as typed, shown with its two decimals once the field is left ('120.5' → '120.50',
 * "1'250" → '1250.00'); anything that is not an amount stays as typed, for the error to show.
 */
export function formatAmountText(text: string): string {
  const amount = parseAmount(text);
  return amount === null ? text : amount.toFixed(2);
}

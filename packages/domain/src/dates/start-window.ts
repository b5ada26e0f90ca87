import { entryAgeMonths, onlineStartDateCount, startWindowMonths } from '../constants';
import { addDays, addMonths, firstOfNextMonth, type IsoDate, maxDate, parseDate } from './calendar';

export interface StartDateWindow {
  /** The earliest start: the later of birth + 3 months and today. */
  min: IsoDate;
  /** The latest start: 3 months after the earliest. */
  max: IsoDate;
}

/** spec 000 §5 and §9: the window in which a policy may start. */
export function startDateWindow(birth: IsoDate, today: IsoDate): StartDateWindow {
  const min = maxDate(addMonths(birth, entryAgeMonths), today);
  return { min, max: addMonths(min, startWindowMonths) };
}

/**
 * spec 000 §5: online start dates are the first days of the next three months after the
 * minimum, i.e. of the three calendar months that follow the minimum's month. They always fall
 * inside the window (the third is at most three months after the minimum).
 */
export function onlineStartDates(birth: IsoDate, today: IsoDate): IsoDate[] {
  return onlineStartDatesFrom(startDateWindow(birth, today).min);
}

/** The online start dates of a window whose minimum is known (see onlineStartDates). */
export function onlineStartDatesFrom(min: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  let next = firstOfNextMonth(min);
  for (let i = 0; i < onlineStartDateCount; i += 1) {
    dates.push(next);
    next = firstOfNextMonth(next);
  }
  return dates;
}

export type StartDateProblem = 'too_early' | 'too_late' | null;

export function checkStartDate(start: IsoDate, bounds: StartDateWindow): StartDateProblem {
  if (start < bounds.min) return 'too_early';
  if (start > bounds.max) return 'too_late';
  return null;
}

/**
 * spec 000 §5: the start dates the wizard's picker offers, every day of the window (birth + 3
 * months or today, up to 3 months after). Empty until the birth date, as typed, is a valid date
 * that is not in the future.
 */
export function allowedStartDates(birthText: string, today: IsoDate): IsoDate[] {
  const birth = parseDate(birthText);
  if (!birth || birth > today) return [];
  const { min, max } = startDateWindow(birth, today);
  const dates: IsoDate[] = [];
  for (let date = min; date <= max; date = addDays(date, 1)) dates.push(date);
  return dates;
}

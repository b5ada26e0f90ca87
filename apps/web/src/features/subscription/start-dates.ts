import {
  daysInMonth,
  firstOfNextMonth,
  formatIsoDate,
  type IsoDate,
  parseDate,
  toCalendarDate,
} from '@app/domain/dates/calendar';
import { startDateWindow } from '@app/domain/dates/start-window';

function nextDay(date: IsoDate): IsoDate {
  const { year, month, day } = toCalendarDate(date);
  return day < daysInMonth(year, month)
    ? formatIsoDate({ year, month, day: day + 1 })
    : firstOfNextMonth(date);
}

/**
 * spec 000 §5: the start dates the picker offers, every day of the domain's start window
 * (the later of birth + 3 months and today, up to 3 months after). Empty until the birth date
 * is a valid past date.
 */
export function allowedStartDates(birthText: string, today: IsoDate): IsoDate[] {
  const birth = parseDate(birthText);
  if (!birth || birth > today) return [];
  const { min, max } = startDateWindow(birth, today);
  const dates: IsoDate[] = [];
  for (let date = min; date <= max; date = nextDay(date)) dates.push(date);
  return dates;
}

import {
  formatIsoDate,
  type IsoDate,
  parseSwissDate,
  toCalendarDate,
  toSwissDate,
} from '@app/domain/dates/calendar';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from './modal';
import './date-picker.css';

interface DatePickerProps {
  /** The field's value, DD.MM.YYYY or anything typed so far. */
  value: string;
  onPick: (value: string) => void;
  /** The name of the field, for the button's accessible name. */
  fieldLabel: string;
  /** The modal's title. */
  title: string;
  /** The earliest and latest days that can be picked (YYYY-MM-DD, included). */
  min?: IsoDate | undefined;
  max?: IsoDate | undefined;
}

interface Month {
  year: number;
  month: number;
}

const monthOf = (date: IsoDate): Month => {
  const { year, month } = toCalendarDate(date);
  return { year, month };
};
const indexOf = ({ year, month }: Month) => year * 12 + month - 1;

/** The month shown on opening: the value's, else the latest day's, else the current one. */
function openingMonth(value: string, max: IsoDate | undefined): Month {
  const date = parseSwissDate(value.trim());
  if (date) return monthOf(date);
  if (max) return monthOf(max);
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/**
 * A calendar in a modal beside a date field. Every day is a button; days outside min–max are
 * disabled. Arrow keys move by day and week, Page Up/Down by month. Monday first.
 */
export function DatePicker({ value, onPick, fieldLabel, title, min, max }: DatePickerProps) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const [shown, setShown] = useState(() => openingMonth(value, max));

  const open = () => {
    setShown(openingMonth(value, max));
    setIsOpen(true);
  };

  const moveMonth = (delta: number) => {
    setShown(({ year, month }) => {
      const index = year * 12 + (month - 1) + delta;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  };

  const daysInMonth = new Date(Date.UTC(shown.year, shown.month, 0)).getUTCDate();
  // Monday first, as in Switzerland
  const offset = (new Date(Date.UTC(shown.year, shown.month - 1, 1)).getUTCDay() + 6) % 7;
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    intl.formatDate(new Date(Date.UTC(2024, 0, 1 + index)), { weekday: 'short', timeZone: 'UTC' }),
  );
  const weekdayNames = Array.from({ length: 7 }, (_, index) =>
    intl.formatDate(new Date(Date.UTC(2024, 0, 1 + index)), { weekday: 'long', timeZone: 'UTC' }),
  );
  const monthTitle = intl.formatDate(new Date(Date.UTC(shown.year, shown.month - 1, 1)), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const cells: (number | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: daysInMonth }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) =>
    cells.slice(index * 7, index * 7 + 7),
  );
  const selectedIso = parseSwissDate(value.trim()) ?? '';
  const isNextDisabled = max !== undefined && indexOf(shown) >= indexOf(monthOf(max));
  const isPreviousDisabled = min !== undefined && indexOf(shown) <= indexOf(monthOf(min));

  const onGridKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const day = Number(target.dataset.day);
    if (!day) return;
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    let nextDay: number | null = null;
    if (event.key in steps) nextDay = day + (steps[event.key] ?? 0);
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      moveMonth(event.key === 'PageUp' ? -1 : 1);
      return;
    }
    if (nextDay === null) return;
    event.preventDefault();
    const grid = event.currentTarget;
    const button = grid.querySelector<HTMLButtonElement>(`button[data-day="${nextDay}"]`);
    button?.focus();
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={open}>
        {intl.formatMessage({ id: 'ui.datePicker.open' }, { field: fieldLabel })}
      </button>
      <Modal isOpen={isOpen} title={title} onClose={() => setIsOpen(false)}>
        <div className="calendar">
          <div className="calendar__header">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => moveMonth(-1)}
              disabled={isPreviousDisabled}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">
                {intl.formatMessage({ id: 'ui.datePicker.previousMonth' })}
              </span>
            </button>
            <p className="calendar__month" aria-live="polite">
              {monthTitle}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => moveMonth(1)}
              disabled={isNextDisabled}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">
                {intl.formatMessage({ id: 'ui.datePicker.nextMonth' })}
              </span>
            </button>
          </div>
          <table className="calendar__grid" onKeyDown={onGridKeyDown}>
            <caption className="visually-hidden">{monthTitle}</caption>
            <thead>
              <tr>
                {weekdays.map((name, index) => (
                  <th key={weekdayNames[index]} scope="col" abbr={weekdayNames[index]}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find((day) => day !== null) ?? 0}>
                  {week.map((day, index) => {
                    if (day === null) {
                      // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have no identity
                      return <td key={`empty-${index}`} />;
                    }
                    const iso = formatIsoDate({ ...shown, day });
                    const isDisabled =
                      (max !== undefined && iso > max) || (min !== undefined && iso < min);
                    const label = intl.formatDate(
                      new Date(Date.UTC(shown.year, shown.month - 1, day)),
                      { dateStyle: 'full', timeZone: 'UTC' },
                    );
                    return (
                      <td key={iso}>
                        <button
                          type="button"
                          data-day={day}
                          className="calendar__day"
                          disabled={isDisabled}
                          aria-label={label}
                          aria-pressed={iso === selectedIso}
                          onClick={() => {
                            onPick(toSwissDate(iso));
                            setIsOpen(false);
                          }}
                        >
                          {day}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setIsOpen(false)}
          >
            {intl.formatMessage({ id: 'ui.close' })}
          </button>
        </div>
      </Modal>
    </>
  );
}

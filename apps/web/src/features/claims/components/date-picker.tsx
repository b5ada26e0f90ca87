import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from './modal';

interface DatePickerProps {
  /** DD.MM.YYYY or '' */
  value: string;
  onPick: (value: string) => void;
  /** Today in Switzerland, YYYY-MM-DD: this day and later cannot be picked (spec 001 §2.1 step 3). */
  today: string;
  /** The name of the field, for the button's accessible name. */
  fieldLabel: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

function parseValue(value: string): { year: number; month: number } | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[3]), month } : null;
}

/**
 * A calendar in a modal for the claim date. Every day is a button; days from today on are
 * disabled. Arrow keys move by day and week, Page Up/Down by month.
 */
export function DatePicker({ value, onPick, today, fieldLabel }: DatePickerProps) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  const initial = parseValue(value) ?? { year: todayYear, month: todayMonth };
  const [shown, setShown] = useState(initial);

  const open = () => {
    setShown(parseValue(value) ?? { year: todayYear, month: todayMonth });
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
  const selected = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const selectedIso = selected ? `${selected[3]}-${selected[2]}-${selected[1]}` : '';
  const isNextDisabled = shown.year * 12 + shown.month >= todayYear * 12 + todayMonth;

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
      <button type="button" className="button button--secondary claim-date__open" onClick={open}>
        {intl.formatMessage({ id: 'claims.datePicker.open' }, { field: fieldLabel })}
      </button>
      <Modal
        isOpen={isOpen}
        title={intl.formatMessage({ id: 'claims.datePicker.title' })}
        onClose={() => setIsOpen(false)}
      >
        <div className="claim-calendar">
          <div className="claim-calendar__header">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => moveMonth(-1)}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">
                {intl.formatMessage({ id: 'claims.datePicker.previousMonth' })}
              </span>
            </button>
            <p className="claim-calendar__month" aria-live="polite">
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
                {intl.formatMessage({ id: 'claims.datePicker.nextMonth' })}
              </span>
            </button>
          </div>
          <table className="claim-calendar__grid" onKeyDown={onGridKeyDown}>
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
                    const iso = isoOf(shown.year, shown.month, day);
                    const isDisabled = iso >= today;
                    const label = intl.formatDate(
                      new Date(Date.UTC(shown.year, shown.month - 1, day)),
                      { dateStyle: 'full', timeZone: 'UTC' },
                    );
                    return (
                      <td key={iso}>
                        <button
                          type="button"
                          data-day={day}
                          className="claim-calendar__day"
                          disabled={isDisabled}
                          aria-label={label}
                          aria-pressed={iso === selectedIso}
                          onClick={() => {
                            onPick(`${pad(day)}.${pad(shown.month)}.${shown.year}`);
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
            {intl.formatMessage({ id: 'claims.close' })}
          </button>
        </div>
      </Modal>
    </>
  );
}

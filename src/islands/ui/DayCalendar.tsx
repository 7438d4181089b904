import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { dayName, inBounds, monthOf, monthTitle, monthWeeks, moveByKey, shiftMonths, startDay, weekdayNames, type Bounds } from './day-calendar.ts';
import type { DayFieldT } from './day-field-text.ts';

/**
 * The day field's calendar: a small non-modal dialog with the month in the reader's language and
 * a grid of its days (the WAI-ARIA date picker: arrows, Home/End, Page Up/Down, Enter or Space to
 * choose, Escape to close). Days out of bounds are shown but cannot be chosen.
 */
/** Where an empty field's calendar opens without the hotel's day: the month of the clerk's own screen (what is shown, never a business day). */
const shownDay = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function DayCalendar(p: {
  t: DayFieldT;
  locale: string;
  /** The field's label: the dialog is named after it. */
  field: string;
  value: string;
  /** The hotel's business day, marked on the grid; where the island has none, nothing is marked. */
  today?: string | undefined;
  bounds: Bounds;
  onPick: (day: string) => void;
  onClose: () => void;
}) {
  const { t, locale, bounds } = p;
  const titleId = useId();
  const [focused, setFocused] = useState(() => startDay(p.value, p.today ?? shownDay(), bounds));
  const grid = useRef<HTMLTableElement>(null);
  const first = monthOf(focused);
  const weeks = useMemo(() => monthWeeks(first), [first]);
  const names = useMemo(() => weekdayNames(locale), [locale]);
  const [gridFocus, setGridFocus] = useState(true);

  useEffect(() => {
    if (gridFocus) grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, gridFocus]);

  const choose = (day: string) => {
    if (inBounds(day, bounds)) p.onPick(day);
  };
  const onGridKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(focused);
      return;
    }
    const next = moveByKey(focused, e.key, e.shiftKey, bounds);
    if (next === null) return;
    e.preventDefault();
    setGridFocus(true);
    setFocused(next);
  };
  const turn = (n: number) => {
    setGridFocus(false);
    setFocused(startDay(shiftMonths(focused, n), p.today ?? shownDay(), bounds));
  };
  return (
    <div
      role="dialog"
      aria-label={t('dayField.calendar', { field: p.field })}
      className="day-cal"
      onKeyDown={(e) => {
        // The calendar's Escape is its own: a modal around it must not close too.
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        p.onClose();
      }}
    >
      <div className="day-cal__head">
        <button type="button" className="day-cal__turn" aria-label={t('dayField.previousMonth')} onClick={() => turn(-1)}>
          ‹
        </button>
        <span id={titleId} className="day-cal__title" aria-live="polite">
          {monthTitle(first, locale)}
        </span>
        <button type="button" className="day-cal__turn" aria-label={t('dayField.nextMonth')} onClick={() => turn(1)}>
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className="day-cal__grid" onKeyDown={onGridKey}>
        <thead>
          <tr>
            {names.map((n) => (
              <th key={n.long} scope="col" abbr={n.long}>
                {n.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) =>
                day === null ? (
                  <td key={`pad${i}`} />
                ) : (
                  <td
                    key={day}
                    data-day={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-selected={day === p.value}
                    aria-disabled={!inBounds(day, bounds) || undefined}
                    aria-current={day === p.today ? 'date' : undefined}
                    aria-label={dayName(day, locale)}
                    className="day-cal__day"
                    onClick={() => {
                      setFocused(day);
                      choose(day);
                    }}
                  >
                    {Number(day.slice(8, 10))}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="admin-btn admin-btn--small day-cal__close" onClick={p.onClose}>
        {t('dayField.close')}
      </button>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { dayPattern, toTypedDay } from '../../lib/typed-day.ts';
import { DayCalendar } from './DayCalendar.tsx';
import { readDayText, type DayFieldT } from './day-field-text.ts';
import './day-field.css';

export { DAY_FIELD_PREFIXES, type DayFieldKey } from './day-field-text.ts';

/**
 * The app's one day field for the islands: the day typed as the reader writes dates (dd/mm/yyyy),
 * or chosen on a calendar in their language, never the browser's picker (which follows the
 * browser's locale, not the app's). The island holds 'YYYY-MM-DD': onChange gets the day, or ''
 * while the text is empty, not a real date or out of bounds; then the field says why (and its
 * validity blocks the form), and it keeps the text until the reader corrects it.
 */
export function DayField(p: {
  t: DayFieldT;
  locale: string;
  label: ReactNode;
  /** The field's name in words, for the calendar button and dialog (the label when it is text). */
  name?: string;
  value: string;
  onChange: (day: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  /** The hotel's today: the calendar opens on it when the field is empty. */
  today?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** The island's own refusal of the day (a stay of too many nights …), shown like the field's. */
  error?: string | null | undefined;
}) {
  const { t, locale } = p;
  const id = useId();
  const bounds = { min: p.min, max: p.max, required: p.required };
  const [text, setText] = useState(() => toTypedDay(p.value, locale));
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  /** Left once, or refused by a submit: an empty required field says so only then. */
  const [left, setLeft] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const verdict = readDayText(text, locale, bounds);
  // A text being typed says nothing until it is complete (its year has four digits) or left; an
  // empty field nothing before it was left.
  const key = verdict.problem?.key;
  const typing = key === 'dayField.required' ? editing || !left : editing && key === 'dayField.invalid' && !/\d{4}\s*$/.test(text);
  const refusal = verdict.problem ? t(verdict.problem.key, verdict.problem.vars) : (p.error ?? '');
  const message = typing ? '' : refusal;
  const textRef = useRef(text);
  textRef.current = text;

  // The island moved the day (check-out from nights …): show it, unless a refused text is being corrected.
  useEffect(() => {
    // '' is what the field itself reports for a text it refuses: that text stays to be corrected.
    if (readDayText(textRef.current, locale, bounds).day !== p.value) setText(toTypedDay(p.value, locale));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the island's value moves the text
  }, [p.value]);

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (e.target instanceof Node && !box.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const take = (next: string) => {
    setText(next);
    p.onChange(readDayText(next, locale, bounds).day);
  };
  const field = p.name ?? (typeof p.label === 'string' ? p.label : '');
  const pattern = dayPattern(locale);
  return (
    <span className="day-field" ref={box}>
      <label>
        {p.label}
        <input
          ref={(el) => el?.setCustomValidity(refusal)}
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          size={10}
          maxLength={10}
          value={text}
          required={p.required}
          disabled={p.disabled}
          aria-invalid={message !== ''}
          aria-describedby={message ? id : undefined}
          onChange={(e) => take(e.currentTarget.value)}
          onFocus={() => setEditing(true)}
          onBlur={() => {
            setEditing(false);
            setLeft(true);
          }}
          onInvalid={() => setLeft(true)}
        />
      </label>
      <button
        type="button"
        ref={opener}
        className="day-field__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={p.disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="M3 2h1V1h1v1h6V1h1v1h1a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm0 4v8h10V6H3z" fill="currentColor" />
        </svg>
        {/* Its name as text, not aria-label: a search for the field by its label finds the field alone. */}
        <span className="day-field__name">{t('dayField.open', { field })}</span>
      </button>
      {message && (
        <span id={id} className="admin-error day-field__error" role="alert">
          {message}
        </span>
      )}
      {open && (
        <DayCalendar
          t={t}
          locale={locale}
          field={field}
          value={verdict.day}
          today={p.today}
          bounds={bounds}
          onPick={(day) => {
            take(toTypedDay(day, locale));
            setOpen(false);
            opener.current?.focus();
          }}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
        />
      )}
    </span>
  );
}

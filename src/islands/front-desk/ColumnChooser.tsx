import { useState } from 'react';
import { COLUMNS_COOKIE, cookieValue, hiddenColumnsCss, RESERVATION_COLUMNS, type ReservationColumn } from '../../lib/domain/reservation-columns.ts';

/**
 * The reservations list's column choice: applied at once (the style rule the page rendered is
 * rewritten) and remembered for a year in a cookie, so the server renders the same columns next time.
 */
export default function ColumnChooser(props: { title: string; labels: Record<ReservationColumn, string>; hidden: ReservationColumn[] }) {
  const [hidden, setHidden] = useState<ReservationColumn[]>(props.hidden);
  const toggle = (c: ReservationColumn, shown: boolean) => {
    const next = shown ? hidden.filter((h) => h !== c) : [...hidden, c];
    setHidden(next);
    document.cookie = `${COLUMNS_COOKIE}=${encodeURIComponent(cookieValue(next))}; path=/front-desk/; max-age=31536000; samesite=lax`;
    const css = document.getElementById('res-columns-css');
    if (css) css.textContent = hiddenColumnsCss(next);
  };
  return (
    <details className="res-columns" id="res-columns">
      <summary className="admin-btn">{props.title}</summary>
      <fieldset>
        <legend className="sr-only">{props.title}</legend>
        {RESERVATION_COLUMNS.map((c) => (
          <label key={c}><input type="checkbox" value={c} checked={!hidden.includes(c)} onChange={(e) => toggle(c, e.currentTarget.checked)} /> {props.labels[c]}</label>
        ))}
      </fieldset>
    </details>
  );
}

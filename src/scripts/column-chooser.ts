/**
 * The reservations list's column choice: applied at once (the style rule the page rendered is
 * rewritten) and remembered for a year in a cookie, so the server renders the same columns next time.
 * The server renders the chooser (#res-columns) with each column's checkbox.
 */
import { COLUMNS_COOKIE, cookieValue, hiddenColumnsCss } from '../lib/domain/reservation-columns.ts';
// The shell's shared page-binding chunk: importing it also keeps this script an external file (Astro
// inlines an import-free script, and the Content-Security-Policy wants no inline scripts).
import { bindOnce, onEveryPage } from './shell-page.ts';

function bindChooser(chooser: HTMLElement): void {
  chooser.addEventListener('change', () => {
    const hidden = [...chooser.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((box) => !box.checked).map((box) => box.value);
    document.cookie = `${COLUMNS_COOKIE}=${encodeURIComponent(cookieValue(hidden))}; path=/front-desk/; max-age=31536000; samesite=lax`;
    const css = document.getElementById('res-columns-css');
    if (css) css.textContent = hiddenColumnsCss(hidden);
  });
}

onEveryPage(() => bindOnce('#res-columns', bindChooser));

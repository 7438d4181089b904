/**
 * Moves the keyboard focus to what an action produced (the quote, the hold, the booked stays) once
 * it has rendered, so a keyboard user carries on from there instead of from the top of the page.
 */
export function focusResult(id: string, tries = 10): void {
  const el = document.getElementById(id);
  if (el) {
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus();
  } else if (tries > 0) requestAnimationFrame(() => focusResult(id, tries - 1));
}

/**
 * The booking site's one island (issue 39): the hold's countdown. It reads when the hold ends from
 * the page, says the time left each second, and when it ends says so and stops the form (the API
 * refuses an expired hold anyway). No framework: a few hundred bytes.
 */
const box = document.getElementById('hold-timer');
const form = document.getElementById('guest-form');
const ends = Date.parse(box?.dataset['expires'] ?? '');
if (box && form && Number.isFinite(ends)) {
  const left = box.dataset['left'] ?? '{time}';
  const tick = (): void => {
    const s = Math.max(0, Math.round((ends - Date.now()) / 1000));
    if (s === 0) {
      box.textContent = box.dataset['expired'] ?? '';
      box.classList.add('error');
      for (const b of form.querySelectorAll('button')) b.disabled = true;
      return;
    }
    box.textContent = left.replace('{time}', `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);
    setTimeout(tick, 1000);
  };
  tick();
}

import { expect, test } from '@playwright/test';
import { setLanguage, signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { typedDay, watchErrors } from './helpers/desk.ts';
import { addDays } from '../src/lib/domain/days.ts';

test.use({ viewport: { width: 1366, height: 768 } });

/**
 * Issue 36, "Words people read": the stay form's days are the app's own, not the browser's picker:
 * typed dd/mm/yyyy in French, or chosen on a calendar in French (month and weekday names), with the
 * keyboard or the mouse; the calendar passes axe's WCAG A/AA rules while open.
 */
test('Nouvelle réservation : une date saisie jj/mm/aaaa, une autre choisie dans le calendrier en français', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'frontdesk', '/front-desk/reservations-management');
  expect(await setLanguage(page, 'fr')).toBe(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nouvelle réservation' })).toBeVisible();
    const { today } = (await (await page.request.get('/api/pms/reservations/room/calendar?days=1')).json()) as { today: string };
    const checkin = page.getByRole('textbox', { name: 'Arrivée', exact: true });
    const checkout = page.getByRole('textbox', { name: 'Départ', exact: true });
    await expect(checkin).toHaveAttribute('placeholder', 'jj/mm/aaaa');

    // Typed: 40 days ahead, day first; the departure follows (one night).
    const arrival = addDays(today, 40);
    await checkin.fill(typedDay(arrival));
    await expect(checkout).toHaveValue(typedDay(addDays(arrival, 1)));
    // Not a date: said in French beside the field, nothing taken.
    await checkin.fill('31/02/2031');
    await checkin.blur();
    await expect(page.getByText('« 31/02/2031 » n’est pas une date. Saisissez-la en jj/mm/aaaa, par ex. 24/11/2026.')).toBeVisible();
    await expect(checkout).toHaveValue(typedDay(addDays(arrival, 1)));
    await checkin.fill(typedDay(arrival));
    await expect(page.getByText(/n’est pas une date/)).toHaveCount(0);

    // Chosen: the departure's calendar opens on its day, named in French.
    const open = page.getByRole('button', { name: 'Choisir dans un calendrier : Départ' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const calendar = page.getByRole('dialog', { name: 'Calendrier : Départ' });
    await expect(calendar).toBeVisible();
    const departure = addDays(arrival, 1);
    const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${departure}T00:00:00Z`));
    const grid = calendar.getByRole('grid', { name: monthName.charAt(0).toUpperCase() + monthName.slice(1) });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'lun.' })).toBeVisible();
    const dayLabel = (day: string) =>
      new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
    await expect(grid.getByRole('gridcell', { name: dayLabel(departure) })).toBeFocused();
    await expect(grid.getByRole('gridcell', { name: dayLabel(departure) })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, 'nouvelle réservation, calendrier ouvert (fr)');
    await page.screenshot({ path: test.info().outputPath('day-calendar-fr.png') });

    // With the keyboard: a week later, Entrée; the field shows it, the nights follow, the focus is back on the button.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('gridcell', { name: dayLabel(addDays(departure, 7)) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(checkout).toHaveValue(typedDay(addDays(departure, 7)));
    await expect(page.getByRole('spinbutton', { name: 'Nuits' })).toHaveValue('8');
    await expect(open).toBeFocused();

    // With the mouse: the arrival's calendar, next month, its 10th; Échap closes without choosing.
    await page.getByRole('button', { name: 'Choisir dans un calendrier : Arrivée' }).click();
    const arrivalCalendar = page.getByRole('dialog', { name: 'Calendrier : Arrivée' });
    await page.keyboard.press('Escape');
    await expect(arrivalCalendar).toHaveCount(0);
    await expect(checkin).toHaveValue(typedDay(arrival));
    await page.getByRole('button', { name: 'Choisir dans un calendrier : Arrivée' }).click();
    await arrivalCalendar.getByRole('button', { name: 'Mois suivant' }).click();
    const tenth = `${addDays(`${arrival.slice(0, 7)}-28`, 7).slice(0, 7)}-10`;
    await arrivalCalendar.getByRole('gridcell', { name: dayLabel(tenth) }).click();
    await expect(arrivalCalendar).toHaveCount(0);
    await expect(checkin).toHaveValue(typedDay(tenth));

    // The search runs on the days shown.
    await page.getByRole('spinbutton', { name: 'Nuits' }).fill('2');
    await expect(checkout).toHaveValue(typedDay(addDays(tenth, 2)));
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Types de chambre' })).toBeVisible();
  } finally {
    expect(await setLanguage(page, 'en')).toBe(true);
  }
  expect(errors).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import { bookArrivalToday, confirmation, toast, typedDay, watchErrors } from './helpers/desk.ts';
import { setLanguage, signIn } from './helpers/sign-in.ts';
import { addDays } from '../src/lib/domain/days.ts';

interface Row {
  id: number;
  number: string;
  guestName: string;
  status: number;
  roomId: number | null;
  roomName: string | null;
  roomStatus: string | null;
  checkin: string;
  checkout: string;
  adults: number;
  kids: number;
}
interface DeskPage {
  today: string;
  rows: Row[];
  total: number;
}

test.use({ viewport: { width: 1366, height: 768 } });

const listApi = async (page: Page, path: string): Promise<DeskPage> => {
  const res = await page.request.get(`/api/pms/front-desk/${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as DeskPage;
};

/** An in-house stay that would leave early if it left today (nights left after its departure). */
async function stayingOn(page: Page, minNightsLeft = 1): Promise<{ row: Row; today: string }> {
  const list = await listApi(page, 'in-house?size=100');
  // Nights left after leaving today: a guest who leaves on the arrival day still had the first night
  // (departureOf), so a stay that arrived today has one night fewer to leave early.
  const day = 86_400_000;
  const left = (r: Row) => Math.round((Date.parse(r.checkout) - Math.max(Date.parse(list.today), Date.parse(r.checkin) + day)) / day);
  // One that arrived before today first: a stay that arrived today, leaving now, still ends tomorrow
  // (it had its first night), and the demo has such stays once the day's arrivals are checked in.
  const fits = (r: Row) => left(r) >= minNightsLeft && r.roomId !== null;
  const row = list.rows.find((r) => fits(r) && r.checkin < list.today) ?? list.rows.find(fits);
  expect(row, 'the demo hotel has an in-house stay leaving after today').toBeTruthy();
  return { row: row!, today: list.today };
}

test('an early check-out from In House states the early departure and the hotel rule, then ends the stay today', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'admin');
  const origin = { origin: new URL(page.url()).origin };
  // This hotel charges the nights not slept (the guest's prepayment stays due, so nothing is to refund).
  expect((await page.request.put('/api/pms/hotel/desk-rules', { data: { earlyDepartureRule: 'charge' }, headers: origin })).status()).toBe(200);
  try {
    const { row, today } = await stayingOn(page);
    await page.goto(`/front-desk/in-House?q=${encodeURIComponent(row.number)}`);
    await page
      .locator(`tr[data-stay="${row.id}"]`)
      .getByRole('button', { name: /^Check out/ })
      .click();
    const confirm = confirmation(page);
    await expect(confirm).toContainText('Early departure: booked until');
    await expect(confirm).toContainText(/Hotel rule: the (?:1 night not used is|\d+ nights not used are) charged as an early-departure fee of MAD\s[\d,.]+\./);
    await confirm.getByRole('button', { name: 'Oui' }).click();
    await expect(toast(page, `Reservation ${row.number} checked out.`)).toBeVisible();
    const after = (await (await page.request.get(`/api/pms/reservations/${row.id}`)).json()) as { status: number; checkout: string };
    // Ended on the business day; a stay that arrived today ends tomorrow (its first night was had).
    expect(after).toMatchObject({ status: 3, checkout: row.checkin < today ? today : addDays(row.checkin, 1) });
  } finally {
    await page.request.put('/api/pms/hotel/desk-rules', { data: { earlyDepartureRule: 'drop' }, headers: origin });
  }
  expect(errors).toEqual([]);
});

test('French: the check-out warns of the early departure, the check-in asks every adult with a country picker and a typed birth date', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'restricted', '/front-desk/in-House');
  expect(await setLanguage(page, 'fr')).toBe(true);
  try {
    const { row } = await stayingOn(page);
    await page.goto(`/front-desk/in-House?q=${encodeURIComponent(row.number)}`);
    await page
      .locator(`tr[data-stay="${row.id}"]`)
      .getByRole('button', { name: /^Départ/ })
      .click();
    await expect(confirmation(page)).toContainText('Départ anticipé : réservé jusqu’au');
    await expect(confirmation(page)).toContainText('Règle de l’hôtel');
    await confirmation(page).getByRole('button', { name: 'Non' }).click();
    await expect(confirmation(page)).toHaveCount(0);

    const party = await bookArrivalToday(page, { guest: 'Yasmine Tazi', adults: 2, assign: true });
    await page.goto(`/front-desk/check-in?q=${encodeURIComponent(party!.number)}`);
    await page
      .locator(`tr[data-stay="${party!.id}"]`)
      .getByRole('button', { name: /^Enregistrer :/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer l’arrivée' });
    await expect(dialog.getByText(`Cet hôtel identifie chaque adulte : enregistrez ${party!.adults} client${party!.adults > 1 ? 's' : ''}`)).toBeVisible();
    await expect(dialog.getByRole('group', { name: /^Client \d+$/ })).toHaveCount(party!.adults);
    const first = dialog.getByRole('group', { name: 'Client 1' });
    await first.getByLabel('Nationalité').selectOption({ label: 'Maroc' });
    await expect(first.getByLabel('Nationalité')).toHaveValue('MA');
    const birth = first.getByLabel('Date de naissance (jj/mm/aaaa)');
    await birth.fill('31/02/1990');
    const notADate = '« 31/02/1990 » n’est pas une date. Saisissez-la en jj/mm/aaaa, par ex. 24/11/2026.';
    await expect(first.getByText(notADate)).toBeVisible();
    await birth.fill('28/02/1990');
    await expect(first.getByText(notADate)).toHaveCount(0);
    await expect(birth).toHaveValue('28/02/1990');
    await page.screenshot({ path: test.info().outputPath('desk-flow-check-in-fr.png') });
  } finally {
    await setLanguage(page, 'en');
  }
  expect(errors).toEqual([]);
});

test('rooms of another type are offered only as an explicit upgrade, and those too small for the party cannot be chosen', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'frontdesk');
  const { row } = await stayingOn(page);
  await page.goto(`/front-desk/in-House?q=${encodeURIComponent(row.number)}`);
  await page.locator(`tr[data-stay="${row.id}"]`).getByRole('button', { name: /^Move/ }).click();
  const move = page.getByRole('dialog', { name: 'Move room' });
  const room = move.getByLabel('Room', { exact: true });
  await expect(move.getByText('Loading…')).toHaveCount(0);
  const sameType = await room.locator('option').allTextContents();
  const free = (await (await page.request.get(`/api/pms/reservations/${row.id}/free-rooms?types=all`)).json()) as {
    party: number;
    rooms: { name: string; sameType: boolean; roomType: { capacity: number } }[];
  };
  expect(sameType.length - 1).toBe(free.rooms.filter((r) => r.sameType).length);
  await move.getByLabel('Offer rooms of other types (upgrade)').check();
  await expect(room.locator('option')).toHaveCount(free.rooms.length + 1);
  const small = free.rooms.filter((r) => !r.sameType && r.roomType.capacity < free.party);
  for (const r of small) await expect(room.locator('option', { hasText: new RegExp(`^${r.name} · .* too small$`) })).toBeDisabled();
  // A move into a room that sleeps the party: after the list reloads with its toast, no hydration error (#418).
  const fit = free.rooms.find((r) => r.roomType.capacity >= free.party);
  expect(fit, 'a free room sleeps the party').toBeTruthy();
  await room.selectOption({ label: (await room.locator('option', { hasText: new RegExp(`^${fit!.name} · `) }).textContent())! });
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await confirmation(page).getByRole('button', { name: 'Oui' }).click();
  await expect(toast(page, `Reservation ${row.number} moved to room ${fit!.name}.`)).toBeVisible();
  await expect(page.locator(`tr[data-stay="${row.id}"]`)).toContainText(fit!.name);
  expect(errors).toEqual([]);
});

test('the order line says as many nights as its quantity, and the edit dialog shows the total the server saves', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'frontdesk');
  const { row } = await stayingOn(page, 2);
  await page.goto(`/front-desk/details?id=${row.id}`);
  const detail = (await (await page.request.get(`/api/pms/reservations/${row.id}`)).json()) as {
    priceMinor: number;
    checkin: string;
    checkout: string;
    numberOfNights: number;
  };
  const items = page.getByRole('table', { name: 'Items of the order' });
  const nights = (n: number) => `${n} night${n === 1 ? '' : 's'}`;
  await expect(items).toContainText(nights(detail.numberOfNights));
  await page.getByRole('toolbar', { name: 'Actions on this reservation' }).getByRole('button', { name: 'Edit dates or price' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit dates or price' });
  // One night less (the room stays free for it): the total follows at the same price per night.
  const earlier = new Date(Date.parse(`${detail.checkout}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await edit.getByLabel('Check-out').fill(typedDay(earlier));
  const n = detail.numberOfNights - 1;
  const expected = Math.round((detail.priceMinor * n) / detail.numberOfNights);
  const shown = new Intl.NumberFormat('en', { style: 'currency', currency: 'MAD' }).format(expected / 100);
  await expect(edit.getByRole('status')).toHaveText(`Total saved: ${shown} (nights: ${n})`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /updated/)).toBeVisible();
  const saved = (await (await page.request.get(`/api/pms/reservations/${row.id}`)).json()) as { priceMinor: number };
  expect(saved.priceMinor).toBe(expected);
  await expect(items).toContainText(nights(n));
  expect(errors).toEqual([]);
});

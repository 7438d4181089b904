import { expect, test } from '@playwright/test';
import { confirmation, fillPassport, pickFirstRoom, settleStay, toast, typedDay } from './helpers/desk.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * The whole path for one clerk, in one browser: book a stay for a new client, find it in
 * the filtered list, assign a room, check the guest in with an identity document, move them, check
 * them out, and find every step in the activity report.
 */
test('a clerk books, assigns, checks in with a passport, moves, checks out, and sees it all in the activity report', async ({ page }) => {
  const lastName = `Journey${Date.now().toString(36)}`;
  await signIn(page, 'frontdesk', '/front-desk/reservations-management');

  // Book tonight and tomorrow for a new client: the check-in date defaults to today.
  await expect(page.getByRole('heading', { name: 'New reservation' })).toBeVisible();
  const { today } = (await (await page.request.get('/api/pms/reservations/room/calendar?days=1')).json()) as { today: string };
  await page.getByLabel(/^Check-in/).fill(typedDay(today));
  await page.getByLabel('Nights').fill('2');
  await page.getByLabel('Adults').fill('1');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Room types' })).toBeVisible();
  // A type with a free clean room tonight (earlier tests leave rooms dirty; the assign dialog offers only clean ones today).
  const quote = (await (await page.request.get(`/api/pms/quotes?checkin=${today}&nights=2&guests=1`)).json()) as {
    plan: { name: string } | null;
    roomTypes: { roomTypeId: number; name: string; unitsLeft: number; restriction?: unknown }[];
  };
  let typeName = '';
  for (const t of quote.roomTypes.filter((q) => q.unitsLeft > 0 && !q.restriction)) {
    const free = (await (await page.request.get(`/api/pms/quotes/free-rooms?roomTypeId=${t.roomTypeId}&checkin=${today}&nights=2`)).json()) as {
      housekeepingStatus: string;
    }[];
    if (free.filter((r) => r.housekeepingStatus === 'CLEAN' || r.housekeepingStatus === 'INSPECTED').length >= 2) {
      typeName = t.name;
      break;
    }
  }
  expect(typeName, 'a room type with two free clean rooms tonight (to assign, then move)').not.toBe('');
  // The type on the base plan (one line per plan on offer).
  await page.getByRole('radio', { name: quote.plan ? `Choose ${typeName} (${quote.plan.name})` : `Choose ${typeName}`, exact: true }).check();
  await page.getByRole('radio', { name: 'New client' }).check();
  await page.getByLabel('First name').fill('Youssef');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Country').selectOption({ label: 'Morocco' });
  await page.getByRole('button', { name: 'Hold the rooms' }).click();
  await expect(page.getByRole('timer')).toHaveText(/Time left: \d\d:\d\d/);
  await page.getByRole('button', { name: 'Confirm the reservation' }).click();
  const booked = page.locator('.toast-success').filter({ hasText: /Reservation .+ created/ });
  await expect(booked).toBeVisible();
  const number = /Reservation (\S+) created/.exec((await booked.textContent()) ?? '')![1]!;

  // The filtered list is a link: the guest's name finds exactly this stay.
  await page.goto(`/front-desk/reservationslist?guest=${lastName}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`Youssef ${lastName}`);
  await rows.nth(1).getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${number}` })).toBeVisible();
  const actions = page.getByRole('toolbar', { name: 'Actions on this reservation' });

  // Assign a free clean room.
  await actions.getByRole('button', { name: 'Assign a room' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign a room' });
  const first = await pickFirstRoom(assign);
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toast(page, `Room ${first} assigned to reservation ${number}.`)).toBeVisible();
  await expect(page.locator('.details-status')).toContainText(`Room ${first}`);

  // Check in with the guest's passport.
  await actions.getByRole('button', { name: 'Check in' }).click();
  const checkIn = page.getByRole('dialog', { name: 'Check in' });
  await fillPassport(checkIn, { firstName: 'Youssef', lastName, birthDate: '1988-02-29', docNumber: 'JRN-445566' });
  await checkIn.getByRole('button', { name: 'Check in' }).click();
  await confirmation(page).getByRole('button', { name: 'Oui' }).click();
  await expect(toast(page, `Reservation ${number} checked in to room ${first}.`)).toBeVisible();
  await expect(page.locator('.details-badge')).toHaveText('In house');
  await expect(page.getByRole('table', { name: 'Registered guests' })).toContainText('JRN-445566');

  // Move to another room from today.
  await actions.getByRole('button', { name: 'Move room' }).click();
  const move = page.getByRole('dialog', { name: 'Move room' });
  const second = await pickFirstRoom(move);
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(confirmation(page)).toContainText(`Room ${first} will be marked dirty.`);
  await confirmation(page).getByRole('button', { name: 'Oui' }).click();
  await expect(toast(page, `Reservation ${number} moved to room ${second}.`)).toBeVisible();
  await expect(page.locator('.details-status')).toContainText(`Room ${second}`);
  expect(second).not.toBe(first);

  // Check out, once the folio is settled.
  await settleStay(page, Number(new URL(page.url()).searchParams.get('id')));
  await actions.getByRole('button', { name: 'Check out' }).click();
  await confirmation(page).getByRole('button', { name: 'Oui' }).click();
  await expect(toast(page, `Reservation ${number} checked out.`)).toBeVisible();
  await expect(page.locator('.details-badge')).toHaveText('Departed');

  // Every step is in the activity report, with the clerk and the reservation number.
  await page.goto('/front-desk/Report-Activity');
  await expect(page.getByText('Your own activity')).toBeVisible();
  const report = page.getByRole('table');
  for (const type of ['Create Reservation', 'Room assignment', 'Checkin', 'Room Move', 'CheckOut']) {
    await expect(report.getByRole('row').filter({ hasText: type }).filter({ hasText: number }).first(), `${type} of ${number}`).toBeVisible();
  }
});

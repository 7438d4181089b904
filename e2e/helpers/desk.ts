import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The front-desk screens' feedback: a toast, and the spec's 'Confirmation !' dialog. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
export const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Confirmation !' });

/** In a reservation's assign or move dialog: waits for the free rooms, picks the first, answers its name. */
export async function pickFirstRoom(dialog: Locator): Promise<string> {
  const room = dialog.getByLabel('Room', { exact: true });
  await expect(room.locator('option')).not.toHaveCount(1);
  const name = (await room.locator('option').nth(1).textContent())!.split(' · ')[0]!;
  await room.selectOption({ index: 1 });
  return name;
}

/** An ISO day as the English screens take it typed (mm/dd/yyyy). */
export const typedDay = (day: string, locale: 'en' | 'fr' = 'en') => {
  const [y, m, d] = day.split('-');
  return locale === 'fr' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
};

/**
 * Fills every guest's registration card of a check-in or pre-check-in dialog (the hotel identifies
 * every adult, so there may be several) with a Moroccan passport; the n-th guest's names get a suffix.
 */
export async function fillPassport(dialog: Locator, guest: { firstName: string; lastName: string; birthDate: string; docNumber: string }): Promise<void> {
  const cards = dialog.getByRole('group', { name: /^Guest \d+$/ });
  // The hotel's rule arrives with the dialog: once it shows, every card it asks for is there.
  await expect(dialog.locator('[data-guest-rule]')).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const suffix = i === 0 ? '' : `-${i + 1}`;
    await card.getByLabel('First name').fill(`${guest.firstName}${suffix}`);
    await card.getByLabel('Last name').fill(guest.lastName);
    await card.getByLabel('Nationality').selectOption({ label: 'Morocco' });
    await card.getByLabel(/^Date of birth/).fill(typedDay(guest.birthDate));
    await card.getByLabel('Identity document').selectOption({ label: 'Passport' });
    await card.getByLabel('Document number').fill(`${guest.docNumber}${suffix}`);
  }
}

/**
 * Settles a stay's folio through the API before its check-out (check-out refuses an open
 * balance): the guest folios' balance, less the nights an early departure drops, plus what the
 * hotel's rule charges for them, paid in cash.
 */
export async function settleStay(page: Page, reservationId: number): Promise<void> {
  const request: APIRequestContext = page.request;
  const stay = (await (await request.get(`/api/pms/reservations/${reservationId}`)).json()) as { orderId: number };
  const preview = (await (await request.get(`/api/pms/reservations/${reservationId}/checkout`)).json()) as { unusedMinor?: number; chargedMinor?: number };
  const folio = (await (await request.get(`/api/crm/folio/${stay.orderId}`)).json()) as { folios: Array<{ company: unknown; balanceMinor: number }> };
  const open = folio.folios.filter((f) => f.company === null).reduce((s, f) => s + f.balanceMinor, 0) - (preview.unusedMinor ?? 0) + (preview.chargedMinor ?? 0);
  if (open === 0) return;
  const paid = await request.post(`/api/crm/orders/${stay.orderId}/add/payment`, { data: { method: 'cash', amountMinor: open }, headers: { origin: new URL(page.url()).origin } });
  expect(paid.status(), await paid.text()).toBe(201);
}

/** Every console error and uncaught exception of the page from now on (a hydration mismatch is one). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

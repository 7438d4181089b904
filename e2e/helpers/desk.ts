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

/** Fills the first guest's registration card, on the details page's check-in dialog, with a passport. */
export async function fillPassport(dialog: Locator, guest: { firstName: string; lastName: string; birthDate: string; docNumber: string }): Promise<void> {
  await dialog.getByLabel('First name').fill(guest.firstName);
  await dialog.getByLabel('Last name').fill(guest.lastName);
  await dialog.getByLabel('Nationality (country code)').fill('ma');
  await dialog.getByLabel('Date of birth').fill(guest.birthDate);
  await dialog.getByLabel('Document type').selectOption({ label: 'Passport' });
  await dialog.getByLabel('Document number').fill(guest.docNumber);
}

/**
 * Settles a stay's folio through the API before its check-out (check-out refuses an open
 * balance): the guest folios' balance, less the nights an early departure drops, plus what the
 * hotel's rule charges for them, paid in cash.
 */
export async function settleStay(request: APIRequestContext, reservationId: number): Promise<void> {
  const stay = (await (await request.get(`/api/pms/reservations/${reservationId}`)).json()) as { orderId: number };
  const preview = (await (await request.get(`/api/pms/reservations/${reservationId}/checkout`)).json()) as { unusedMinor?: number; chargedMinor?: number };
  const folio = (await (await request.get(`/api/crm/folio/${stay.orderId}`)).json()) as { folios: Array<{ company: unknown; balanceMinor: number }> };
  const open = folio.folios.filter((f) => f.company === null).reduce((s, f) => s + f.balanceMinor, 0) - (preview.unusedMinor ?? 0) + (preview.chargedMinor ?? 0);
  if (open === 0) return;
  const paid = await request.post(`/api/crm/orders/${stay.orderId}/add/payment`, { data: { method: 'cash', amountMinor: open } });
  expect(paid.status(), await paid.text()).toBe(201);
}

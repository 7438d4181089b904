import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { typedDay, watchErrors } from './helpers/desk.ts';
import { formatMoney } from '../src/lib/format.ts';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A Friday about 200 days ahead: far from the days other specs book. */
function fridayAhead(): string {
  const t = Date.now() + 200 * 86_400_000;
  const d = new Date(t);
  return day(t + ((5 - d.getUTCDay() + 7) % 7) * 86_400_000);
}
const plus = (d: string, n: number) => day(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000);
const typed = (d: string) => d.split('-').reverse().join('/');

async function api<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`/api/pms${path}`, { method, headers: { origin }, ...(data !== undefined ? { data } : {}) });
  expect(res.ok(), await res.text()).toBe(true);
  return (res.status() === 204 ? null : await res.json()) as T;
}

test('a revenue manager sets a weekend minimum stay and a +10 % rule; the clerk sees the price and the refusal', async ({ browser }) => {
  const friday = fridayAhead();
  const saturday = plus(friday, 1);
  const admin = await (await browser.newContext()).newPage();
  const errors = watchErrors(admin);
  await signIn(admin, 'admin', `/rate-management/grid?from=${friday}&days=7`);
  await expect(admin.getByRole('heading', { name: 'Rate grid' })).toBeVisible();
  const setup = await api<{ roomTypes: { roomTypeId: number; name: string }[]; plans: { planId: number; name: string; isBase: boolean }[] }>(
    admin,
    'GET',
    '/rates/setup',
  );
  const type = setup.roomTypes[0]!;
  const base = setup.plans.find((p) => p.isBase)!;
  const before = await api<{ roomTypes: { roomTypeId: number; nightly: { priceMinor: number }[] }[] }>(
    admin,
    'GET',
    `/quotes?checkin=${friday}&nights=2&guests=1`,
  );
  const nightly = before.roomTypes.find((t) => t.roomTypeId === type.roomTypeId)!.nightly.map((n) => n.priceMinor);
  let ruleId: number | null = null;
  try {
    // Weekend minimum stay: Fridays and Saturdays of two weeks, every room type, in one action.
    const form = admin.getByRole('form', { name: /Change the grid/ });
    await form.getByLabel('First day').fill(typed(friday));
    await form.getByLabel('Last day').fill(typed(plus(friday, 13)));
    for (const wd of ['Mon', 'Tue', 'Wed', 'Thu', 'Sun']) await form.getByRole('checkbox', { name: wd, exact: true }).uncheck();
    await form.getByLabel('Minimum stay').fill('2');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(`^${type.name}`) }) });
    await expect(row.getByRole('cell').nth(0)).toContainText('min 2');
    await expect(row.getByRole('cell').nth(1)).toContainText('min 2');
    await expect(row.getByRole('cell').nth(2)).not.toContainText('min 2');

    // +10 % on the first room type, applied automatically from 0 % occupancy.
    await admin.getByRole('link', { name: 'Pricing based on demand' }).first().click();
    const add = admin.getByRole('form', { name: 'Add the rule' });
    await add.getByLabel('Room type').selectOption({ label: type.name });
    await add.getByLabel('Occupancy from (%)').fill('0');
    await add.getByLabel('Price change (%)').fill('10');
    await add.getByLabel('Mode').selectOption({ label: 'Apply automatically' });
    await add.getByRole('button', { name: 'Add the rule' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(admin.getByRole('table').first()).toContainText('+10 %');
    const rules = await api<{ ruleId: number; roomTypeId: number | null }[]>(admin, 'GET', '/rates/demand-rules');
    ruleId = rules.find((r) => r.roomTypeId === type.roomTypeId)!.ruleId;
    expect(errors).toEqual([]);

    // The clerk's quote: the new price for Friday and Saturday, and a one-night Saturday refused.
    const clerk = await (await browser.newContext()).newPage();
    const clerkErrors = watchErrors(clerk);
    await signIn(clerk, 'frontdesk', '/front-desk/reservations-management');
    await clerk.getByLabel(/^Check-in/).fill(typedDay(friday));
    await clerk.getByLabel('Nights').fill('2');
    await clerk.getByLabel('Adults').fill('1');
    await clerk.getByRole('button', { name: 'Search', exact: true }).click();
    const moved = nightly.map((p) => Math.round((p * 110) / 100));
    // The type on the base plan: one line of the quote per plan on offer.
    const choice = clerk.getByRole('radio', { name: `Choose ${type.name} (${base.name})`, exact: true });
    const quoteRow = clerk.getByRole('row').filter({ has: choice });
    await expect(quoteRow).toContainText(formatMoney(moved[0]! + moved[1]!, 'MAD', 'en'));
    await expect(quoteRow).toContainText(formatMoney(Math.round((moved[0]! + moved[1]!) / 2), 'MAD', 'en'));

    await clerk.getByLabel(/^Check-in/).fill(typedDay(saturday));
    await clerk.getByLabel('Nights').fill('1');
    await clerk.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(quoteRow).toContainText('Not sold: minimum 2 nights');
    await expect(choice).toBeDisabled();
    expect(clerkErrors).toEqual([]);
  } finally {
    // Leave the shared demo database as other specs expect it.
    if (ruleId !== null) await api(admin, 'DELETE', `/rates/demand-rules/${ruleId}`);
    await api(admin, 'POST', '/rates/grid', {
      planId: base.planId,
      roomTypeIds: setup.roomTypes.map((t) => t.roomTypeId),
      from: friday,
      to: plus(friday, 13),
      restrictions: { minStay: null },
    });
  }
});

test('every rate management screen opens from the menu without console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'admin', '/rate-management/grid');
  // Each screen from the side menu (the section's own link is the grid).
  const screens: [string, string][] = [
    ['Pricing Based On Demand', 'Pricing based on demand'],
    ['Overbooking Strategies', 'Overbooking strategy'],
    ['Forecasting', 'Forecasting'],
    ['Competitor tracking', 'Competitor tracking'],
    ['Rate Plans', 'Rate plans'],
  ];
  await expect(page.getByRole('heading', { name: 'Rate grid', exact: true }).first()).toBeVisible();
  for (const [menu, heading] of screens) {
    await page.goto('/rate-management/grid');
    await page.locator('nav').getByRole('link', { name: menu, exact: true }).first().click();
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
  }
  // The demo's plans and competitors are there.
  await page.goto('/rate-management/plans');
  await expect(page.getByRole('table')).toContainText('Non-refundable');
  await expect(page.getByRole('table')).toContainText('Flexible');
  await page.goto('/rate-management/competitors');
  await expect(page.getByRole('rowheader', { name: 'Riad Zitoun' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

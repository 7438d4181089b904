import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 35, items 11–13: the header search answers the mouse, every user lands on a page of their
 * own (after a switch, on `/`, on a bare section), and only a hotel switch stops the other tabs.
 */

test('a header-search result clicked with the mouse opens its stay (item 11)', async ({ page }) => {
  await signIn(page, 'cashier', '/front-desk/List-Payments');
  const hits = (await (await page.request.get('/api/pms/reservations/search?q=a')).json()) as { id: number; guestName: string }[];
  expect(hits.length, 'the demo hotel has stays matching "a"').toBeGreaterThan(2);
  const box = page.getByRole('combobox', { name: 'Rechercher une réservation' });
  await box.fill('a');
  const options = page.getByRole('listbox', { name: 'Rechercher une réservation' }).getByRole('option');
  await expect(options.nth(2)).toBeVisible();
  // Over the first option, then down to the third: hover marks each on the way, as a hand would.
  await options.first().hover();
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await options.nth(1).hover();
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  const third = options.nth(2);
  const id = (await third.getAttribute('id'))!.split('-').pop();
  await third.click();
  await expect(page).toHaveURL(new RegExp(`/front-desk/details\\?id=${hits[Number(id)]!.id}$`));
});

test('a cashier switching her service point lands on Payments, not the 403 of the dashboard (item 12)', async ({ page }) => {
  await signIn(page, 'cashier', '/front-desk/List-Payments');
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Service connecté' }).click();
  const choices = page.locator('[data-switch="service"][aria-checked="false"]');
  expect(await choices.count(), 'the cashier has several service points').toBeGreaterThan(0);
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/front-desk/List-Payments' && r.request().resourceType() === 'document');
  await choices.first().click();
  expect((await response).status()).toBe(200);
  await expect(page).toHaveURL(/\/front-desk\/List-Payments$/);
});

test('the empty path and bare sections open a page the user may see (item 12)', async ({ page, browser }) => {
  const landOf = async (p: Page, path: string) => {
    const res = await p.goto(path);
    return { status: res?.status(), path: new URL(p.url()).pathname };
  };
  await signIn(page, 'cashier', '/front-desk/List-Payments');
  expect(await landOf(page, '/')).toEqual({ status: 200, path: '/front-desk/List-Payments' });
  expect((await landOf(page, '/front-desk')).status).toBe(200);
  // A section the cashier may not open stays refused, never a 404.
  expect((await landOf(page, '/admin')).status).not.toBe(200);

  for (const user of ['buyer', 'stock']) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await signIn(p, user, '/profile');
    const home = await landOf(p, '/');
    expect(home.status, user).toBe(200);
    expect(home.path, user).toMatch(/^\/front-desk\/BackOfice\//);
    expect(await landOf(p, '/back-office'), user).toEqual(home);
    await ctx.close();
  }

  const ctx = await browser.newContext();
  const admin = await ctx.newPage();
  await signIn(admin, 'admin');
  for (const [bare, under] of [
    ['/front-desk', '/front-desk/'],
    ['/back-office', '/front-desk/BackOfice/'],
    ['/rate-management', '/rate-management/'],
    ['/house-keeping', '/house-keeping/'],
    ['/reports', '/reports/'],
    ['/admin', '/admin/'],
    ['/main', '/main/'],
  ] as const) {
    const land = await landOf(admin, bare);
    expect(land.status, bare).toBe(200);
    expect(land.path.startsWith(under), `${bare} → ${land.path}`).toBe(true);
  }
  const encoded = await admin.goto('/front-desk/Cancellation%26Noshow');
  expect(encoded?.status()).toBe(200);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
    await (async () => {
      const plain = await ctx.newPage();
      await plain.goto('/front-desk/Cancellation&Noshow');
      const text = (await plain.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await plain.close();
      return text;
    })(),
  );
  expect((await landOf(admin, '/no-such-section')).status).toBe(404);
  await ctx.close();
});

test('a second tab warns nobody; a hotel switch stops the tabs of the other hotel (item 13)', async ({ page, context }) => {
  await signIn(page, 'admin', '/front-desk/calendar');
  const home = Number(await page.locator('[data-switch="hotel"][aria-checked="true"]').getAttribute('data-value'));
  expect(home).toBeGreaterThan(0);
  const second = await context.newPage();
  await second.goto('/front-desk/reservationslist');
  await expect(second.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // The first tab keeps its page: no hotel changed.
  await page.waitForTimeout(500);
  await expect(page).not.toHaveTitle('Tab deactivated');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  try {
    await second.getByRole('button', { name: 'Account menu' }).click();
    await second.getByRole('menuitem', { name: 'Connected Hotel' }).click();
    await second.locator('[data-switch="hotel"][aria-checked="false"]').first().click();
    await expect(page).toHaveTitle('Tab deactivated');
    await expect(page.getByText('You have switched hotels in another tab. Please close this tab or refresh the page.')).toBeVisible();
    await expect(second).not.toHaveTitle('Tab deactivated');
  } finally {
    // The other specs find the administrator in her own hotel.
    const back = await second.request.post('/api/crm/user', { data: { groupId: home }, headers: { origin: new URL(second.url()).origin } });
    expect(back.ok(), await back.text()).toBe(true);
  }
});

import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { watchErrors } from './helpers/desk.ts';
import { measureJsWeight } from '../bench/js-weight.ts';

/** The budget for list and report pages: what a first visit downloads in JavaScript, gzipped. */
const LIST_PAGE_JS_BUDGET_KB = 65;

/** List and report pages: server-rendered content, the shell's vanilla scripts, no React. */
const LIST_AND_REPORT_PAGES = [
  '/main/dashboardAdmin',
  '/front-desk/reservationslist',
  '/front-desk/End-of-Day-history',
  '/front-desk/Kpis/market',
  '/front-desk/List-Payments',
  '/front-desk/ListFactures',
  '/front-desk/Report-Activity',
  '/front-desk/BackOfice/Stock/Theoretical',
  '/reports/extra-sales',
  '/admin/pickups',
  '/admin/dashboard',
];

test('list and report pages hydrate no React island and stay within the JavaScript budget', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'admin');
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  for (const path of LIST_AND_REPORT_PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('astro-island'), path).toHaveCount(0);
    const html = await res!.text();
    const weight = await measureJsWeight(page.url(), html, { cookie });
    expect(weight.files, path).toBeGreaterThan(0);
    expect(weight.gzipBytes / 1024, `${path}: ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(LIST_PAGE_JS_BUDGET_KB);
  }
  expect(errors).toEqual([]);
});

test('the header search lists the matching stays and Enter opens the first', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'frontdesk');
  const hits = (await (await page.request.get('/api/pms/reservations/search?q=a')).json()) as { id: number; guestName: string; number: string }[];
  const first = hits[0];
  expect(first, 'the demo hotel has stays').toBeTruthy();
  const box = page.getByRole('combobox', { name: 'Search for a reservation' });
  await box.fill(first!.number);
  const list = page.getByRole('listbox', { name: 'Search for a reservation' });
  const option = list.getByRole('option').filter({ hasText: first!.number }).first();
  await expect(option).toBeVisible();
  await expect(option).toContainText(first!.guestName);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Escape closes the list (and clears the search box), typing opens it again with the first hit active.
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.fill(first!.number);
  await expect(option).toBeVisible();
  await box.press('ArrowUp');
  await expect(list.getByRole('option', { selected: true })).toHaveCount(1);
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/front-desk\/details\?id=\d+$/);

  // A search that matches nothing says so.
  await page.getByRole('combobox', { name: 'Search for a reservation' }).fill('zzzz-no-such-stay');
  await expect(page.getByRole('listbox', { name: 'Search for a reservation' })).toContainText('No reservation matches “zzzz-no-such-stay”');
  expect(errors).toEqual([]);
});

test('the account menu opens and closes by click, Escape and a click outside; the speed is measured', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'frontdesk');
  const toggle = page.getByRole('button', { name: 'Account menu' });
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('menuitem', { name: 'Language' }).click();
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  // The lists start closed each time the menu opens.
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeHidden();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(menu).toBeHidden();
  // The probe runs 1.5 s after the page starts: the dot leaves 'measuring'.
  await expect(page.locator('.user-box .speed')).not.toHaveAttribute('data-speed', 'measuring', { timeout: 15_000 });
  // After a client-side navigation the shell and the page's own script still work: the column chooser applies at once.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reservations', exact: true }).first().click();
  await expect(page).toHaveURL(/reservationslist/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu', { name: 'Account menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('#res-columns > summary').click();
  await page.getByRole('checkbox', { name: 'Guest' }).uncheck();
  await expect(page.getByRole('columnheader', { name: 'Guest' })).toBeHidden();
  await page.getByRole('checkbox', { name: 'Guest' }).check();
  await expect(page.getByRole('columnheader', { name: 'Guest' })).toBeVisible();
  expect(errors).toEqual([]);
});

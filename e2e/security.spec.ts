import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

/** Every console error or CSP report of a page (the islands must run under the Content-Security-Policy). */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

interface CatalogueNode {
  menuId: number;
  key: string;
  subMenu?: CatalogueNode[];
  children?: CatalogueNode[];
}
const flatten = (nodes: CatalogueNode[]): CatalogueNode[] => nodes.flatMap((n) => [n, ...flatten(n.subMenu ?? n.children ?? [])]);

test('the islands run under the CSP: pages and client-side navigation report no violation', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'admin');
  const res = await page.goto('/main/dashboardAdmin');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  expect(res?.headers()['x-content-type-options']).toBe('nosniff');
  expect(res?.headers()['cache-control']).toBe('no-store');
  for (const path of [
    '/front-desk/reservationslist',
    '/front-desk/calendar',
    '/front-desk/check-in',
    '/admin/users-menus',
    '/front-desk/reservations-management',
  ]) {
    await page.goto(path);
    await expect(page.locator('main, #main-content').first()).toBeVisible();
  }
  // The client router swaps pages in: their scripts run under the first page's policy.
  await page.goto('/main/dashboardAdmin');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reservations', exact: true }).first().click();
  await expect(page).toHaveURL(/reservationslist/);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test("an administrator switching a user's Calendar off closes /front-desk/calendar for them", async ({ page, browser, baseURL }) => {
  await signIn(page, 'admin');
  const catalogue = (await (await page.request.get('/api/crm/menus/app/1')).json()) as CatalogueNode[];
  const calendar = flatten(catalogue).find((n) => n.key === 'menu.reservation.calendar');
  expect(calendar, 'the catalogue has the Calendar entry').toBeTruthy();
  const body = { menu: { menuId: calendar!.menuId }, app: { appId: 1 }, userId: 2 };
  // As the admin screen sends it: from our own origin (the CSRF check refuses anything else).
  const headers = { origin: new URL(baseURL!).origin };
  expect((await page.request.post('/api/crm/menus/deactivate', { data: body, headers })).status()).toBe(200);
  try {
    const clerk = await (await browser.newContext()).newPage();
    await signIn(clerk, 'frontdesk');
    const closed = await clerk.goto('/front-desk/calendar');
    expect(closed?.status()).toBe(403);
    await expect(clerk.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    expect((await clerk.goto('/front-desk/check-in'))?.status()).toBe(200);
  } finally {
    expect((await page.request.post('/api/crm/menus/activate', { data: body, headers })).status()).toBe(200);
  }
});

test('after sign-in, returnTo never leaves the site', async ({ page, baseURL }) => {
  await signIn(page, 'frontdesk', '/auth/login?returnTo=' + encodeURIComponent('/.//evil.example'));
  expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
});

test('a prefetch of the sign-in or of an export does nothing; the click does it', async ({ request }) => {
  // The client router prefetches the links a pointer rests on (Sec-Purpose: prefetch).
  const prefetched = await request.get('/auth/login', { headers: { 'sec-purpose': 'prefetch' }, maxRedirects: 0 });
  expect(prefetched.status()).toBe(204);
  expect(prefetched.headers()['set-cookie']).toBeUndefined();
  expect((await request.get('/api/crm/customers/export?format=csv', { headers: { 'sec-purpose': 'prefetch' }, maxRedirects: 0 })).status()).toBe(204);
  const clicked = await request.get('/auth/login', { maxRedirects: 0 });
  expect(clicked.status()).toBe(302);
  expect(clicked.headers()['set-cookie']).toContain('auberge_signin');
  // A page is still prefetched: its answer is the page (here the sign-in redirect of a stranger).
  expect((await request.get('/front-desk/calendar', { headers: { 'sec-purpose': 'prefetch' }, maxRedirects: 0 })).status()).toBe(302);
});

import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../src/backend/seed/demo-accounts.ts';

export const DEMO_PASSWORD = 'auberge';

/**
 * Signs in through the embedded provider's own page, as a person would: the app sends the
 * browser to the provider, the person types their credentials, the provider sends them back.
 * A demo account's first sign-in in a test finds it in its own language (see ownLanguage).
 */
export async function signIn(page: Page, username: string, path = '/main/dashboardAdmin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/auth/'));
  await islandsHydrated(page);
  await ownLanguage(page, username);
}

/** The accounts already put back in their language, per test attempt ("<test id>#<retry>:<username>"). */
const putBack = new Set<string>();

/**
 * The specs share one demo server per partition, and a French spec switches an account to French
 * and back. A spec that fails before switching back would leave that account in French for every
 * later spec of its partition (a whole run's English desk specs failed so in CI). So the first
 * sign-in of a demo account in each test attempt puts the account's seeded language back (and
 * reloads the page in it) when it is not the one shown; a later sign-in in the same test keeps
 * what the test chose.
 */
async function ownLanguage(page: Page, username: string): Promise<void> {
  const account = DEMO_USERS.find((a) => a.username === username);
  if (!account) return;
  const info = test.info();
  const key = `${info.testId}#${info.retry}:${username}`;
  if (putBack.has(key)) return;
  putBack.add(key);
  const want = account.language ?? 'en';
  if ((await page.evaluate(() => document.documentElement.lang)).startsWith(want)) return;
  if (!(await setLanguage(page, want))) return;
  await page.reload();
  await islandsHydrated(page);
}

/** Sets the signed-in user's language (as the account menu does); false when the account may not choose one. */
export async function setLanguage(page: Page, language: 'en' | 'fr'): Promise<boolean> {
  const res = await page.request.post('/api/crm/user', { data: { language }, headers: { origin: new URL(page.url()).origin } });
  return res.status() === 200;
}

/**
 * Until the page's islands that hydrate at load have done so (Astro removes their `ssr` mark): a
 * field filled before then keeps its text on screen while the island's state keeps the old value.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete' && !document.querySelector('astro-island[ssr][client="load"]'));
}

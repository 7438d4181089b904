import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'auberge';

/**
 * Signs in through the embedded provider's own page, as a person would: the app sends the
 * browser to the provider, the person types their credentials, the provider sends them back.
 */
export async function signIn(page: Page, username: string, path = '/main/dashboardAdmin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/auth/'));
  await islandsHydrated(page);
}

/**
 * Until the page's islands that hydrate at load have done so (Astro removes their `ssr` mark): a
 * field filled before then keeps its text on screen while the island's state keeps the old value.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete' && !document.querySelector('astro-island[ssr][client="load"]'));
}

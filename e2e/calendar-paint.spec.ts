import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { watchErrors } from './helpers/desk.ts';

/**
 * Issue 35, item 15: the tape chart's bars come drawn in the server's answer (visible before any
 * script runs), and the island hydrates that drawing (no second drawing, no mismatch) to make the
 * bars draggable. The paint time on the bench's 300-room hotel is `npm run bench`'s 'calendar paint'.
 */
test('the tape chart arrives with its bars drawn, and the island hydrates them', async ({ browser }) => {
  // Without JavaScript: what the server sent is all there is.
  const still = await browser.newContext({ javaScriptEnabled: false });
  const bare = await still.newPage();
  await signIn(bare, 'admin', '/profile');
  await bare.goto('/front-desk/calendar');
  const bars = bare.locator('.cal-body a.cal-bar');
  await expect(bars.first()).toBeVisible();
  const served = await bars.count();
  expect(served, 'the demo hotel has stays in the window').toBeGreaterThan(10);
  const first = bars.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/front-desk\/details\?id=\d+$/);
  await expect(bare.getByRole('group', { name: /^Room / }).first()).toBeVisible();
  await still.close();

  // With JavaScript: the same bars, the same elements before and after hydration.
  const live = await browser.newContext();
  const page = await live.newPage();
  const errors = watchErrors(page);
  await signIn(page, 'admin', '/profile');
  await page.goto('/front-desk/calendar');
  await page
    .locator('.cal-body a.cal-bar')
    .first()
    .evaluate((el) => el.setAttribute('data-served', '1'));
  await expect(page.locator('astro-island[component-url*="TapeChart"]')).not.toHaveAttribute('ssr', /.*/);
  expect(await page.locator('.cal-body a.cal-bar').count()).toBe(served);
  // Hydration adopted the server's element instead of drawing a new one.
  await expect(page.locator('.cal-body a.cal-bar').first()).toHaveAttribute('data-served', '1');
  expect(errors).toEqual([]);
  await live.close();
});

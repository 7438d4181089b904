import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { check, report, settle } from './helpers/axe-check.ts';

/**
 * WCAG 2.0/2.1 A and AA (axe-core) on the maid's room page and the sign-in page, in French and
 * English: no violation at all. Every screen of the administrator's side menu is checked by the
 * walk of every route (words-pages.spec.ts in French, words-pages-en.spec.ts in English), which
 * reads each page once for its words and its accessibility.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test("the sign-in page and the maid's room page meet WCAG 2.1 AA, in French and English", async ({ page, browser }) => {
  // Four pages checked by axe, two sign-ins, and the first pages of a server just started: 31-39 s
  // here at load 7-9, over the default 60 s in CI twice.
  test.setTimeout(150_000);
  await signIn(page, 'admin', '/front-desk/RoomStatus');
  const origin = new URL(page.url()).origin;
  const status = (await (await page.request.get('/api/pms/rooms/status')).json()) as { rooms: { roomId: number }[] };
  const link = (await (await page.request.get(`/api/pms/rooms/${status.rooms[0]!.roomId}/qr`)).json()) as { url: string };
  const maidUrl = new URL(link.url);
  const failures: string[] = [];
  const byRule = new Map<string, number>();
  for (const locale of ['fr-FR', 'en-US']) {
    // Nobody signed in: the sign-in page the app sends them to.
    const desk = await browser.newContext({ baseURL: origin, locale, viewport: { width: 1366, height: 768 } });
    const signInPage = await desk.newPage();
    await signInPage.goto('/main/dashboardAdmin');
    await expect(signInPage).toHaveURL(/\/oidc\/interaction\//);
    await settle(signInPage);
    await check(signInPage, `sign-in page (${locale})`, failures, byRule);
    await desk.close();
    // The maid's phone.
    const phone = await browser.newContext({ baseURL: origin, locale, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const maid = await phone.newPage();
    expect((await maid.goto(maidUrl.pathname + maidUrl.search))?.status()).toBe(200);
    await settle(maid);
    await check(maid, `maid's room page (${locale})`, failures, byRule);
    await phone.close();
  }
  report('sign-in and maid pages', 4, failures, byRule);
  expect(failures, 'axe WCAG A/AA violations').toEqual([]);
});

import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { check, report, settle, walkMenuRoutes } from './helpers/axe-walk.ts';

/**
 * WCAG 2.0/2.1 A and AA (axe-core) on every screen of the administrator's side menu, the maid's
 * room page and the sign-in page, at a desk PC's size, in French and English: no violation at all. The English walk of the menu is
 * accessibility-en.spec.ts (the other browser partition).
 */
test.use({ viewport: { width: 1366, height: 768 } });

walkMenuRoutes('fr');

test("the sign-in page and the maid's room page meet WCAG 2.1 AA, in French and English", async ({ page, browser }) => {
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

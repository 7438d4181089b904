import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { axeViolations, describeViolations } from './helpers/axe.ts';

/**
 * WCAG 2.0/2.1 A and AA (axe-core) on every screen of the administrator's side menu, the maid's
 * room page and the sign-in page, at a desk PC's size, in French and English: no violation at all.
 */
test.use({ viewport: { width: 1366, height: 768 } });

interface MenuNode {
  url: string | null;
  external?: boolean;
  subMenu?: MenuNode[];
}
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.subMenu ?? [])]);

const setLanguage = async (page: Page, language: 'en' | 'fr') => {
  const res = await page.request.post('/api/crm/user', { data: { language }, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBe(200);
};

/** After the load event: hydrated islands and their first data (tables fill in after a fetch). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
}

/** Checks the page, records its violations under `label`, keeps the count of elements per rule. */
async function check(page: Page, label: string, failures: string[], byRule: Map<string, number>): Promise<void> {
  const violations = await axeViolations(page);
  for (const v of violations) byRule.set(v.id, (byRule.get(v.id) ?? 0) + v.nodes.length);
  if (violations.length)
    failures.push(
      `${label}\n${describeViolations(violations)
        .map((l) => `  ${l}`)
        .join('\n')}`,
    );
}

function report(title: string, checked: number, failures: string[], byRule: Map<string, number>): void {
  const rules = [...byRule].map(([id, n]) => `${id}: ${n}`).join(', ') || 'none';
  console.log(`${title}: ${checked} page(s) checked, ${failures.length} with violations (elements by rule: ${rules})`);
}

for (const lang of ['fr', 'en'] as const) {
  test(`every menu route meets WCAG 2.1 AA for the administrator (${lang})`, async ({ page }) => {
    test.setTimeout(600_000);
    await signIn(page, 'admin');
    await setLanguage(page, lang);
    try {
      const menu = (await (await page.request.get('/api/crm/user/activatedmenu')).json()) as MenuNode[];
      const routes = [
        ...new Set(
          flatten(menu)
            .filter((n) => n.url?.startsWith('/') && !n.external)
            .map((n) => n.url!),
        ),
      ];
      expect(routes.length, 'the administrator sees the whole catalogue').toBeGreaterThanOrEqual(80);
      const failures: string[] = [];
      const byRule = new Map<string, number>();
      for (const route of routes) {
        const res = await page.goto(route);
        expect(res?.status(), route).toBe(200);
        await settle(page);
        await check(page, route, failures, byRule);
      }
      report(`menu routes (${lang})`, routes.length, failures, byRule);
      expect(failures, `axe WCAG A/AA violations on ${failures.length} of ${routes.length} routes`).toEqual([]);
    } finally {
      await setLanguage(page, 'en');
    }
  });
}

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

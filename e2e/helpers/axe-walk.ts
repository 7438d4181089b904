import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in.ts';
import { axeViolations, describeViolations } from './axe.ts';

/**
 * The accessibility walk: WCAG 2.0/2.1 A and AA (axe-core) on every screen of the administrator's
 * side menu at a desk PC's size, in one language. The French walk runs in the second browser
 * partition (accessibility.spec.ts), the English one in the first (accessibility-en.spec.ts): the
 * two walks are the longest browser tests, one on each side keeps the partitions even.
 */
interface MenuNode {
  url: string | null;
  external?: boolean;
  subMenu?: MenuNode[];
}
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.subMenu ?? [])]);

export const setLanguage = async (page: Page, language: 'en' | 'fr') => {
  const res = await page.request.post('/api/crm/user', { data: { language }, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBe(200);
};

/** After the load event: hydrated islands and their first data (tables fill in after a fetch). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
}

/** Checks the page, records its violations under `label`, keeps the count of elements per rule. */
export async function check(page: Page, label: string, failures: string[], byRule: Map<string, number>): Promise<void> {
  const violations = await axeViolations(page);
  for (const v of violations) byRule.set(v.id, (byRule.get(v.id) ?? 0) + v.nodes.length);
  if (violations.length)
    failures.push(
      `${label}\n${describeViolations(violations)
        .map((l) => `  ${l}`)
        .join('\n')}`,
    );
}

export function report(title: string, checked: number, failures: string[], byRule: Map<string, number>): void {
  const rules = [...byRule].map(([id, n]) => `${id}: ${n}`).join(', ') || 'none';
  console.log(`${title}: ${checked} page(s) checked, ${failures.length} with violations (elements by rule: ${rules})`);
}

export function walkMenuRoutes(lang: 'fr' | 'en'): void {
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

import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe.ts';

/**
 * The accessibility check of a page: WCAG 2.0/2.1 A and AA (axe-core), its violations recorded
 * under a label and counted per rule. The walk of every menu route (words-walk.ts) checks the
 * administrator's pages with it, in French and English.
 */

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

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** One rule's violation with its elements (axe-core's Result, from the builder, which depends on axe-core itself). */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The rules the issue asks for: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG A/AA violations axe-core finds on the page as it stands. In the page itself (legacy
 * mode): the default opens a blank page per check to merge the frames' partial results, which our
 * pages (no frame) do not need, and it doubled the check's time (20 routes: 116 s → 58 s, one run).
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations;
}

/** One line per violation and one per element: rule id, impact, selectors, and what to fix. */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((v) => [
    `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.length} element(s)`,
    ...v.nodes.slice(0, 8).map((n) => {
      const summary = (n.failureSummary ?? '')
        .replace(/\s+/g, ' ')
        .replace(/^Fix (any|all) of the following: /, '')
        .slice(0, 160);
      return `    ${n.target.join(' > ')}${summary ? ` — ${summary}` : ''}`;
    }),
    ...(v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : []),
  ]);
}

/**
 * Runs axe-core's WCAG 2.0/2.1 A and AA rules on the page and fails with a readable list of what
 * it found. `context` names the page in the failure (a route, a language); `soft` keeps the test
 * going so that one run lists every page's violations.
 */
export async function expectNoAxeViolations(page: Page, context = page.url(), opts: { soft?: boolean } = {}): Promise<Result[]> {
  const violations = await axeViolations(page);
  const check = opts.soft ? expect.soft : expect;
  check(describeViolations(violations), `axe WCAG A/AA violations on ${context}`).toEqual([]);
  return violations;
}

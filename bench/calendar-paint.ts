/**
 * 'calendar paint (browser)': how long after navigation the tape chart's bars are on screen, in
 * Chromium, on the bench's hotel (issue 35: ≤ 400 ms at 300 rooms × 31 days), and when the island
 * has hydrated them (drag works from then on), in one warm browser context (the clerk's browser keeps
 * the scripts cached across visits). The target is read on the clerk's way there: from another page
 * of the app in the same tab. The chart opened in a new tab is measured and printed beside it: the
 * tab's own making costs the browser ~0.1-0.25 s on the 2-core machine before the page starts.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from '../scripts/find-chromium.ts';
import { percentile, round } from './stats.ts';
import type { TargetResult } from './report.ts';

const RUNS = 10;
export const BAR_PAINT_BUDGET_MS = 400;

interface Marks {
  bars?: number;
  /** The end of the page's response: bars − response is the browser's own part. */
  response?: number;
  hydrated?: number;
  barCount?: number;
  /** Layout shift summed until the island has hydrated: the server's chart and the island's should sit alike. */
  shift?: number;
}

declare global {
  interface Window {
    __calendarMarks?: Marks;
  }
}

/**
 * Runs in the page before its own scripts: notes when the first bar of the chart (the server's
 * drawing or the island's) is in the document and then painted (the task after the next frame),
 * and when the island has drawn its own (Astro removes the island's `ssr` attribute, React then
 * renders). Times are from the navigation's start.
 */
function watchChart(): void {
  const marks: Marks = { shift: 0 };
  window.__calendarMarks = marks;
  new PerformanceObserver((list) => {
    if (marks.hydrated !== undefined) return;
    for (const e of list.getEntries()) marks.shift = (marks.shift ?? 0) + (e as PerformanceEntry & { value: number }).value;
  }).observe({ type: 'layout-shift', buffered: true });
  const seen = () => {
    if (marks.bars === undefined && document.querySelector('.cal-body .cal-bar')) {
      marks.bars = -1;
      requestAnimationFrame(() =>
        setTimeout(() => {
          marks.bars = performance.now();
          const nav = performance.getEntriesByType('navigation')[0];
          if (nav instanceof PerformanceNavigationTiming) marks.response = nav.responseEnd;
        }, 0),
      );
    }
    // The island's own bars: the server's drawn chart beside it has some from the start.
    const island = document.querySelector('astro-island[component-url*="TapeChart"]');
    if (marks.hydrated === undefined && island && !island.hasAttribute('ssr') && island.querySelector('.cal-body .cal-bar')) {
      marks.hydrated = performance.now();
      marks.barCount = island.querySelectorAll('.cal-body .cal-bar').length;
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['ssr'] });
}

/** Where the same-tab visits come from: a light page of the app, as a clerk's previous page. */
const PREVIOUS_PAGE = '/front-desk/reservationslist';

interface Visits {
  bars: number[];
  hydrated: number[];
  afterResponse: number[];
  shifts: number[];
  count: number;
}

/**
 * RUNS visits of the chart after one unmeasured visit (the scripts arrive in the cache, as on a desk
 * that has used the app before). 'same tab': each visit navigates one page from another page of the
 * app, as a clerk follows a menu link; 'new tab': each visit is a fresh page of the context.
 */
async function visits(context: BrowserContext, opts: { base: string; path: string }, how: 'same tab' | 'new tab'): Promise<Visits> {
  const out: Visits = { bars: [], hydrated: [], afterResponse: [], shifts: [], count: 0 };
  const tab = how === 'same tab' ? await context.newPage() : undefined;
  for (let i = 0; i <= RUNS; i++) {
    const page = tab ?? (await context.newPage());
    if (tab) await page.goto(opts.base + PREVIOUS_PAGE, { waitUntil: 'load' });
    await page.goto(opts.base + opts.path, { waitUntil: 'load' });
    await page.waitForFunction(() => (window.__calendarMarks?.bars ?? -1) > 0 && window.__calendarMarks?.hydrated !== undefined, null, {
      timeout: 30_000,
    });
    const m = (await page.evaluate(() => window.__calendarMarks)) ?? {};
    if (i > 0) {
      out.bars.push(m.bars ?? NaN);
      out.hydrated.push(m.hydrated ?? NaN);
      out.afterResponse.push((m.bars ?? NaN) - (m.response ?? NaN));
      out.shifts.push(m.shift ?? NaN);
    }
    out.count = m.barCount ?? 0;
    if (!tab) await page.close();
  }
  await tab?.close();
  return out;
}

export async function measureCalendarPaint(opts: { base: string; path: string; cookie: string }): Promise<TargetResult> {
  const name = 'calendar paint (browser, ms)';
  const executablePath = await resolveChromium();
  if (!executablePath) return { name, path: opts.path, status: 'not available', reason: 'no Chromium found (CHROMIUM_PATH)' };
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, extraHTTPHeaders: { cookie: opts.cookie } });
    await context.addInitScript(watchChart);
    // The clerk's way to the chart: from another page of the app, in the same tab (a menu link).
    const sameTab = await visits(context, opts, 'same tab');
    // Opened in a new tab: the browser makes the tab (and its renderer) first, ~0.1-0.25 s of this machine's time.
    const newTab = await visits(context, opts, 'new tab');
    const { bars, hydrated, afterResponse, shifts, count } = sameTab;
    const p = (xs: number[], q: number) => round(percentile(xs, q), 0);
    const summary =
      `bars painted p50 ${p(bars, 50)} ms, p95 ${p(bars, 95)} ms (budget ${BAR_PAINT_BUDGET_MS}; reached from another page in the same tab); ` +
      `of which after the response's end p50 ${p(afterResponse, 50)} ms; hydrated p50 ${p(hydrated, 50)} ms; layout shift until hydrated max ${round(Math.max(...shifts), 3)}; ${count} bars; ` +
      `opened in a new tab: bars p50 ${p(newTab.bars, 50)} ms, p95 ${p(newTab.bars, 95)} ms, hydrated p50 ${p(newTab.hydrated, 50)} ms`;
    console.log(`[bench] calendar paint: ${summary}`);
    return {
      name,
      path: opts.path,
      status: percentile(bars, 95) <= BAR_PAINT_BUDGET_MS ? 'ok' : 'errors',
      ...(percentile(bars, 95) <= BAR_PAINT_BUDGET_MS
        ? {}
        : { reason: summary, errors: RUNS, statusCounts: { overBudget: bars.filter((b) => b > BAR_PAINT_BUDGET_MS).length } }),
      seqP50: round(percentile(bars, 50), 1),
      seqP95: round(percentile(bars, 95), 1),
      p50: round(percentile(hydrated, 50), 1),
      p95: round(percentile(hydrated, 95), 1),
      requests: RUNS,
    };
  } catch (err) {
    return { name, path: opts.path, status: 'not available', reason: (err as Error).message.split('\n')[0] ?? 'failed' };
  } finally {
    await browser?.close();
  }
}

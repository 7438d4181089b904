import { expect, test, type Page } from '@playwright/test';
import { setLanguage, signIn } from './sign-in.ts';
import { leaksIn } from './words.ts';
import { check, report, settle } from './axe-check.ts';
import { DEMO_USERS } from '../../src/backend/seed/demo-accounts.ts';

/**
 * The walk of every menu route as the demo roles in one language (issues 35 and 36): each page's
 * visible text holds no word of the other language's catalogue (labels, errors, stored kinds), no ISO
 * date or month, no amount in minor units, no 12-hour time and no internal code; and the
 * administrator's pages (the whole catalogue) meet WCAG 2.0/2.1 A and AA (axe-core, each route in
 * one of the two languages). One walk reads each page once for both: the French walk
 * (words-pages.spec.ts) and the English one (words-pages-en.spec.ts) run one after the other in the
 * second browser partition.
 */
interface MenuNode {
  url: string | null;
  external?: boolean;
  subMenu?: MenuNode[];
}
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.subMenu ?? [])]);

/**
 * The page's visible text in its own language: hidden parts, elements marked in another language
 * and samples of a file's format (`<code>`: an import's columns and ISO dates, as the file must hold them) left out.
 * A sign-in name is what its holder types, in no language: the demo's 'housekeeping' account is
 * shown as it is in French too. Pages mark a shown sign-in name with `data-username="<name>"`, and
 * only that name, inside that element, is left out: the rest of the element's text (the person's
 * full name, the words around it) is still read.
 */
const visibleText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const lang = document.documentElement.lang;
    const foreign = [...document.querySelectorAll<HTMLElement>('[lang], code, kbd, samp, pre')].filter(
      (e) => e !== document.documentElement && (e.tagName !== 'HTML' && e.lang ? e.lang !== lang : true),
    );
    const kept = foreign.map((e) => [e, e.style.display] as const);
    for (const e of foreign) e.style.display = 'none';
    const renamed: [Text, string][] = [];
    for (const e of document.querySelectorAll<HTMLElement>('[data-username]')) {
      const name = e.dataset['username'];
      if (!name) continue;
      const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!(n instanceof Text) || !n.data.includes(name)) continue;
        renamed.push([n, n.data]);
        n.data = n.data.split(name).join(' ');
      }
    }
    const text = document.body.innerText;
    for (const [n, data] of renamed) n.data = data;
    for (const [e, display] of kept) e.style.display = display;
    return text;
  });

/** Each demo role once (the first account holding it), with its own language to put back. */
const ROLE_ACCOUNTS = (() => {
  const seen = new Set<string>();
  return DEMO_USERS.filter((a) => {
    const key = a.roles.join('+');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
})();

/**
 * The account whose menu is the whole catalogue: its pages are checked by axe too. It walks first
 * (the first demo account), and the other staff roles then read their own first page and only the
 * routes the administrator's menu did not hold: a page differs between staff roles only in the
 * actions it offers, and the administrator is offered all of them. A partner's pages are about its
 * company, not the hotel's: a partner reads all of its routes.
 */
const ADMINISTRATOR = 'admin';

/**
 * axe-core checks each of the administrator's routes once, in one language: the even ones in
 * French, the odd ones in English, counted in the routes' sorted order (the rules look at
 * structure, names and contrast, which the two catalogues share; each language still has half the
 * catalogue checked). It was about 1.7 s a page on two idle cores, and both walks checked every route.
 */
const AXE_HALF = { fr: 0, en: 1 } as const;

export function walkRoutes(lang: 'fr' | 'en'): void {
  test(`every menu route speaks only ${lang === 'fr' ? 'French' : 'English'} to each demo role and meets WCAG 2.1 AA for the administrator`, async ({
    page,
  }) => {
    test.setTimeout(1_800_000);
    const failures: string[] = [];
    const axeFailures: string[] = [];
    const byRule = new Map<string, number>();
    let pages = 0;
    let checked = 0;
    let skipped = 0;
    const read = new Set<string>();
    for (const account of ROLE_ACCOUNTS) {
      await page.context().clearCookies();
      await signIn(page, account.username, '/');
      if (!(await setLanguage(page, lang))) {
        console.log(`words (${lang}): ${account.username} may not choose a language; left out`);
        continue;
      }
      const admin = account.username === ADMINISTRATOR;
      try {
        const menu = (await (await page.request.get('/api/crm/user/activatedmenu')).json()) as MenuNode[];
        const menuRoutes = [...new Set(flatten(menu).flatMap((n) => (n.url?.startsWith('/') && !n.external ? [n.url] : [])))];
        if (admin) expect(menuRoutes.length, 'the administrator sees the whole catalogue').toBeGreaterThanOrEqual(80);
        const routes = account.partner ? menuRoutes : menuRoutes.filter((r, i) => i === 0 || !read.has(r));
        skipped += menuRoutes.length - routes.length;
        const axeRoutes = new Set(admin ? [...menuRoutes].sort().filter((_, i) => i % 2 === AXE_HALF[lang]) : []);
        for (const route of routes) {
          read.add(route);
          const axe = axeRoutes.has(route);
          const res = await page.goto(route);
          if (!res || res.status() >= 500 || (admin && res.status() !== 200)) {
            failures.push(`${account.username} ${route}: status ${res?.status() ?? 'none'}`);
            continue;
          }
          if (axe) {
            // Hydrated islands and their first data (tables fill in after a fetch), then axe-core.
            await settle(page);
            await check(page, route, axeFailures, byRule);
            checked++;
          } else {
            await page.waitForLoadState('load');
            await page
              .waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'), undefined, { timeout: 10_000 })
              .catch(() => undefined);
          }
          pages++;
          for (const leak of leaksIn(await visibleText(page), lang)) failures.push(`${account.username} ${route}: ${leak}`);
        }
      } finally {
        await setLanguage(page, account.language ?? 'en');
      }
    }
    console.log(
      `words (${lang}): ${pages} pages read as ${ROLE_ACCOUNTS.length} roles (${skipped} already read as another role left out), ${failures.length} findings`,
    );
    report(`menu routes (${lang})`, checked, axeFailures, byRule);
    expect(checked, 'the administrator’s pages checked by axe in this language').toBeGreaterThanOrEqual(40);
    expect.soft(axeFailures, `axe WCAG A/AA violations on ${axeFailures.length} of ${checked} routes`).toEqual([]);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

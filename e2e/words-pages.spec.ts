import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { leaksIn, ENGLISH_ONLY, FRENCH_ONLY } from './helpers/words.ts';
import { DEMO_USERS } from '../src/backend/seed/demo-accounts.ts';

/**
 * Issue 36, words people read: every menu route, as each demo role, in French and in English,
 * shows no word of the other language's catalogue (labels, errors, stored kinds), no ISO date or
 * month, no amount in minor units, no 12-hour time and no internal code. Text in another language
 * on purpose (the language switch, marked with its own `lang`) is left out.
 */
test.use({ viewport: { width: 1366, height: 768 } });

interface MenuNode {
  url: string | null;
  external?: boolean;
  subMenu?: MenuNode[];
}
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.subMenu ?? [])]);

/** Sets the signed-in user's language; false when the account may not choose one. */
const setLanguage = async (page: Page, language: 'en' | 'fr'): Promise<boolean> => {
  const res = await page.request.post('/api/crm/user', { data: { language }, headers: { origin: new URL(page.url()).origin } });
  return res.status() === 200;
};

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

test('the word lists hold the catalogue’s own words', () => {
  expect(ENGLISH_ONLY.has('cancellation')).toBe(true);
  expect(FRENCH_ONLY.has('annulation')).toBe(true);
  expect(leaksIn('Nous sommes le 2026-11-28', 'fr')[0]).toMatch(/ISO date/);
  expect(leaksIn('Total : 1 chambre, 03:35:58 PM', 'fr')[0]).toMatch(/12-hour/);
  expect(leaksIn('Colonnes : card, cash, rfid_wallet', 'fr')[0]).toMatch(/internal code/);
  expect(leaksIn('Réservation annulée le 28/11/2026', 'en')[0]).toMatch(/French word/);
  expect(leaksIn('Réservation annulée le 28/11/2026', 'fr')).toEqual([]);
});

for (const lang of ['fr', 'en'] as const) {
  test(`every menu route speaks only ${lang === 'fr' ? 'French' : 'English'} to each demo role`, async ({ page }) => {
    test.setTimeout(1_800_000);
    const failures: string[] = [];
    let pages = 0;
    for (const account of ROLE_ACCOUNTS) {
      await page.context().clearCookies();
      await signIn(page, account.username, '/');
      if (!(await setLanguage(page, lang))) {
        console.log(`words (${lang}): ${account.username} may not choose a language; left out`);
        continue;
      }
      try {
        const menu = (await (await page.request.get('/api/crm/user/activatedmenu')).json()) as MenuNode[];
        const routes = [...new Set(flatten(menu).flatMap((n) => (n.url?.startsWith('/') && !n.external ? [n.url] : [])))];
        for (const route of routes) {
          const res = await page.goto(route);
          if (!res || res.status() >= 500) {
            failures.push(`${account.username} ${route}: status ${res?.status() ?? 'none'}`);
            continue;
          }
          await page.waitForLoadState('load');
          await page
            .waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'), undefined, { timeout: 10_000 })
            .catch(() => undefined);
          pages++;
          for (const leak of leaksIn(await visibleText(page), lang)) failures.push(`${account.username} ${route}: ${leak}`);
        }
      } finally {
        await setLanguage(page, account.language ?? 'en');
      }
    }
    console.log(`words (${lang}): ${pages} pages read as ${ROLE_ACCOUNTS.length} roles, ${failures.length} findings`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

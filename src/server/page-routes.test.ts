import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE } from '../backend/modules/menus/index.ts';
import { pageAccess } from '../lib/server/route-guard.ts';

/** Page files as URL paths ('[...path]' and the API and auth endpoints left out). */
function pageFiles(dir = 'src/pages', base = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return ['api', 'auth', 'housemaid', 'book'].includes(e.name) && !base ? [] : pageFiles(path.join(dir, e.name), `${base}/${e.name}`);
    if (!e.name.endsWith('.astro') || e.name.startsWith('[')) return [];
    const name = e.name.replace(/\.astro$/, '');
    return [name === 'index' ? base || '/' : `${base}/${name}`];
  });
}

describe('page routes (src/lib/server/route-guard.ts)', () => {
  it('declares every page file and every in-app URL of the menu catalogue', () => {
    const files = pageFiles();
    expect(files).toContain('/front-desk/calendar');
    expect(files.filter((f) => !pageAccess(f))).toEqual([]);
    const urls = MENU_CATALOGUE.filter((m) => m.url?.startsWith('/')).map((m) => m.url!);
    expect(urls.filter((u) => !pageAccess(u))).toEqual([]);
    // Partner menu entries are open to partners, and gated by their menu.
    for (const m of MENU_CATALOGUE.filter((e) => e.partner && e.url)) expect(pageAccess(m.url!)).toMatchObject({ partner: true, partnerMenu: true });
  });
});

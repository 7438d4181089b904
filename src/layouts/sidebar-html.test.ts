import { describe, expect, it } from 'vitest';
import type { TMenuNodeDto } from '../backend/modules/menus/index.ts';
import { sidebarItemsHtml } from './sidebar-html.ts';

const node = (menuId: number, name: string, url: string | null, subMenu: TMenuNodeDto[] = [], extra: Partial<TMenuNodeDto> = {}): TMenuNodeDto => ({
  menuId,
  key: `menu.k${menuId}`,
  name,
  nameFr: `${name} (fr)`,
  priority: menuId,
  isRoot: subMenu.length > 0,
  url,
  icon: 'calendar',
  state: 0,
  disabled: false,
  external: false,
  subMenu,
  ...extra,
});

const tree: TMenuNodeDto[] = [
  node(1, 'Reservation', null, [node(2, 'Dashboard', 'main/dashboardAdmin'), node(3, 'List', '/front-desk/reservationslist')]),
  node(4, 'Cancel & "No" <Show>', null, [node(5, 'Extra', '/reports/extra-sales?free=true'), node(6, 'Cancellations', '/front-desk/Cancellation&Noshow')]),
  node(7, 'Closed', null, [], { disabled: true }),
  node(8, 'Help', 'https://example.org/help', [], { external: true }),
];

describe('sidebarItemsHtml', () => {
  it('opens the group holding the page and marks its link, both url spellings alike', () => {
    const html = sidebarItemsHtml(tree, 'en', '/main/dashboardAdmin/');
    expect(html).toContain('<details name="sidebar" data-accordion="sidebar" open><summary class="menu-link" title="Reservation">');
    expect(html).toContain('<a class="menu-link" href="/main/dashboardAdmin" aria-current="page" title="Dashboard">');
    expect(html).toContain('<a class="menu-link" href="/front-desk/reservationslist" title="List">');
    expect(html.match(/ open>/g)).toHaveLength(1);
    // A menu url with a query is current on its path; the level below has its own accordion name.
    expect(sidebarItemsHtml(tree, 'en', '/reports/extra-sales')).toContain(
      '<a class="menu-link" href="/reports/extra-sales?free=true" aria-current="page" title="Extra">',
    );
  });

  it('escapes labels and urls as Astro does, in text and in attributes', () => {
    const html = sidebarItemsHtml(tree, 'en', '/x');
    expect(html).toContain('data-menu-name="Cancel &amp; &quot;No&quot; <Show>"');
    expect(html).toContain('<span class="menu-label">Cancel &amp; &quot;No&quot; &lt;Show&gt;</span>');
    expect(html).toContain('href="/front-desk/Cancellation&amp;Noshow"');
    expect(html).not.toContain('<Show></span>');
  });

  it('draws disabled sections inert and external links in a new tab, in the page language', () => {
    const fr = sidebarItemsHtml(tree, 'fr', '/x');
    expect(fr).toContain('<li class="menu-item is-disabled" data-menu-name="Closed (fr)"><span class="menu-link" aria-disabled="true" title="');
    expect(fr).toContain('<a class="menu-link" href="https://example.org/help" target="_blank" rel="noopener noreferrer" title="Help (fr)">');
    expect(fr).toContain('<span class="visually-hidden">');
    // Icons only at the first level: four sections, plus the two groups' arrows and the external mark.
    expect(fr.match(/class="icon"/g)).toHaveLength(4);
  });

  it('draws a tree once per language and page: the same string comes back, another page gets its own', () => {
    const a = sidebarItemsHtml(tree, 'en', '/front-desk/reservationslist');
    expect(sidebarItemsHtml(tree, 'en', '/front-desk/reservationslist')).toBe(a);
    expect(sidebarItemsHtml(tree, 'fr', '/front-desk/reservationslist')).not.toBe(a);
    expect(sidebarItemsHtml(tree, 'en', '/main/dashboardAdmin')).not.toBe(a);
    // A copy of the tree is another tree: drawn again, the same HTML.
    expect(sidebarItemsHtml(structuredClone(tree), 'en', '/front-desk/reservationslist')).toBe(a);
  });

  it('a path that is not valid percent-encoding matches nothing instead of throwing', () => {
    expect(sidebarItemsHtml(tree, 'en', '/front-desk/%E0%A4%A')).not.toContain('aria-current');
  });
});

import type { TMenuNodeDto } from '../lib/domain/menus-dto.ts';
import { menuLabel, t, type Locale } from '../lib/i18n/t.ts';
import { iconUrl } from '../lib/icons.ts';
import { normalPagePath } from '../lib/server/route-guard.ts';

/**
 * The side menu's entries as HTML: sections and groups as exclusive accordions (<details name>,
 * the one holding the page open), links with aria-current on the page, disabled sections shown
 * but inert, external links in a new tab. Icons only at the first level.
 *
 * Drawn once per menu tree, language and page, then reused: the tree is the one the session keeps
 * for its user (frozen, handed over as is by /user/activatedmenu), and drawing its ~100 entries as
 * Astro components took ~1.5 ms of the server's CPU on every page, a sixth of a dashboard's.
 */
export function sidebarItemsHtml(tree: readonly TMenuNodeDto[], locale: Locale, pathname: string): string {
  let byPage = drawn.get(tree);
  if (!byPage) drawn.set(tree, (byPage = new Map()));
  const key = `${locale} ${pathname}`;
  let html = byPage.get(key);
  if (html === undefined) {
    // Paths are the client's to choose: a tree keeps the HTML of a bounded number of them.
    if (byPage.size >= MAX_PAGES_PER_TREE) byPage.clear();
    html = drawItems(tree, { locale, current: normalPagePath(pathname), accordion: 'sidebar', depth: 0 });
    byPage.set(key, html);
  }
  return html;
}

const MAX_PAGES_PER_TREE = 400;
const drawn = new WeakMap<readonly TMenuNodeDto[], Map<string, string>>();

interface Level {
  locale: Locale;
  /** The page's path as menu urls are compared (normalPagePath: the route guard's own rule). */
  current: string;
  /** Exclusive-accordion group of the <details> at this level. */
  accordion: string;
  depth: number;
}

const isExternal = (url: string) => /^https?:/i.test(url);
const isCurrent = (url: string | null, current: string) => !!url && !isExternal(url) && normalPagePath(url) === current;
const containsCurrent = (n: TMenuNodeDto, current: string): boolean => isCurrent(n.url, current) || n.subMenu.some((s) => containsCurrent(s, current));

/** Text as Astro escapes it. */
const text = (s: string) => s.replace(/[&<>'"]/g, (c) => TEXT_ENTITIES[c]!);
const TEXT_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };
/** An attribute's value as Astro escapes it. */
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function icon(name: string | null | undefined, size = '1.15em', className?: string): string {
  return `<span class="${className ? `icon ${attr(className)}` : 'icon'}" aria-hidden="true" style="${attr(`--icon-url:url(${iconUrl(name)});--icon-size:${size}`)}"></span>`;
}

function drawItems(items: readonly TMenuNodeDto[], level: Level): string {
  let out = '';
  for (const item of items) out += drawItem(item, level);
  return out;
}

function drawItem(item: TMenuNodeDto, level: Level): string {
  const { locale, current, depth } = level;
  const label = menuLabel(locale, item);
  const lead = depth === 0 ? icon(item.icon) : '';
  const name = `<span class="menu-label">${text(label)}</span>`;
  if (item.disabled) {
    return `<li class="menu-item is-disabled" data-menu-name="${attr(label)}"><span class="menu-link" aria-disabled="true" title="${attr(t(locale, 'shell.sidebar.disabled'))}">${lead}${name}</span></li>`;
  }
  if (!item.url || item.subMenu.length > 0) {
    const sub = drawItems(item.subMenu, { ...level, accordion: `${level.accordion}-${item.menuId}`, depth: depth + 1 });
    return (
      `<li class="menu-item menu-group" data-menu-name="${attr(label)}"><details name="${attr(level.accordion)}" data-accordion="${attr(level.accordion)}"${containsCurrent(item, current) ? ' open' : ''}>` +
      `<summary class="menu-link" title="${attr(label)}">${lead}${name}${icon('chevron-down', '0.9em', 'menu-arrow')}</summary><ul class="menu-sub">${sub}</ul></details></li>`
    );
  }
  const url = item.url;
  if (item.external) {
    return (
      `<li class="menu-item" data-menu-name="${attr(label)}"><a class="menu-link" href="${attr(url)}" target="_blank" rel="noopener noreferrer" title="${attr(label)}">${lead}${name}` +
      `${icon('external', '0.8em', 'menu-ext')}<span class="visually-hidden">${text(t(locale, 'shell.sidebar.external'))}</span></a></li>`
    );
  }
  const href = isExternal(url) ? url : '/' + url.replace(/^\/+/, '');
  return `<li class="menu-item" data-menu-name="${attr(label)}"><a class="menu-link" href="${attr(href)}"${isCurrent(url, current) ? ' aria-current="page"' : ''} title="${attr(label)}">${lead}${name}</a></li>`;
}

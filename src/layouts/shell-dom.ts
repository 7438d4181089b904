/**
 * The base layout's small browser behaviour, without a framework: layout flags to body classes,
 * sidebar collapse and search, the support mail, the top loading bar. Re-bound after every
 * client-side navigation (astro:page-load), since the router swaps the body.
 */
import { $layout, setLayoutFlag, toggleLayoutFlag, type LayoutFlags } from '../lib/stores/layout.ts';

export const SIDEBAR_COLLAPSE_BELOW_PX = 1200;
export const BODY_COLLAPSED_BELOW_PX = 1112;
const SUPPORT_AUDIT_TYPE = 37;

const FLAG_CLASSES: Record<keyof LayoutFlags, string> = {
  toggleSidebar: 'sidebar-toggled',
  toggleSidebarMobile: 'sidebar-mobile-open',
  sidebarHover: 'sidebar-hover',
  toggleHeaderMobile: 'header-mobile-open',
  toggleFixedFooter: 'footer-fixed',
};

function applyFlags(): void {
  const flags = $layout.get();
  for (const [flag, cls] of Object.entries(FLAG_CLASSES) as [keyof LayoutFlags, string][]) document.body.classList.toggle(cls, flags[flag]);
  document.body.classList.toggle('sidebar-collapsed', window.innerWidth < BODY_COLLAPSED_BELOW_PX);
  for (const b of document.querySelectorAll<HTMLElement>('[data-layout-toggle="toggleSidebarMobile"]'))
    b.setAttribute('aria-expanded', String(flags.toggleSidebarMobile));
  for (const b of document.querySelectorAll<HTMLElement>('[data-layout-toggle="toggleSidebar"]')) b.setAttribute('aria-expanded', String(!flags.toggleSidebar));
}

let lastWide: boolean | undefined;
function onResize(): void {
  const wide = window.innerWidth >= SIDEBAR_COLLAPSE_BELOW_PX;
  if (wide !== lastWide) setLayoutFlag('toggleSidebar', !wide);
  lastWide = wide;
  applyFlags();
}

function bindToggles(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-layout-toggle]')) {
    el.addEventListener('click', () => toggleLayoutFlag(el.dataset['layoutToggle'] as keyof LayoutFlags));
  }
  const sidebar = document.querySelector<HTMLElement>('[data-sidebar]');
  sidebar?.addEventListener('mouseenter', () => setLayoutFlag('sidebarHover', true));
  sidebar?.addEventListener('mouseleave', () => setLayoutFlag('sidebarHover', false));
  // The mobile sidebar closes once a link is chosen.
  sidebar?.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('a') && $layout.get().toggleSidebarMobile) setLayoutFlag('toggleSidebarMobile', false);
  });
}

function bindSidebarSearch(): void {
  const input = document.querySelector<HTMLInputElement>('[data-sidebar-search]');
  const nav = document.querySelector<HTMLElement>('.sidebar-nav');
  if (!input || !nav) return;
  const initiallyOpen = new Map<HTMLDetailsElement, boolean>();
  input.addEventListener('input', () => {
    const q = input.value.trim().toLowerCase();
    const details = [...nav.querySelectorAll('details')];
    if (q && initiallyOpen.size === 0) for (const d of details) initiallyOpen.set(d, d.open);
    // While searching, every matching section is open: the accordion's exclusivity is lifted.
    for (const d of details) {
      if (q) d.removeAttribute('name');
      else if (d.dataset['accordion']) d.setAttribute('name', d.dataset['accordion']);
    }
    const visit = (li: HTMLElement, parentMatches: boolean): boolean => {
      const name = (li.dataset['menuName'] ?? '').toLowerCase();
      const selfMatch = !q || parentMatches || name.includes(q);
      const kids = [...li.querySelectorAll<HTMLElement>(':scope > details > ul > li')];
      const kidMatch = kids.map((k) => visit(k, selfMatch && !!q && name.includes(q))).some(Boolean);
      const shown = selfMatch || kidMatch;
      li.hidden = !shown;
      const d = li.querySelector<HTMLDetailsElement>(':scope > details');
      if (d) d.open = q ? kidMatch || name.includes(q) : (initiallyOpen.get(d) ?? d.open);
      return shown;
    };
    const roots = [...nav.querySelectorAll<HTMLElement>(':scope > ul.menu > li')];
    const any = roots.map((li) => visit(li, false)).some(Boolean);
    if (!q) initiallyOpen.clear();
    const none = nav.querySelector<HTMLElement>('[data-sidebar-nomatch]');
    if (none) none.hidden = any || roots.length === 0;
  });
}

function bindSupport(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-support]');
  if (!button) return;
  button.addEventListener('click', () => {
    const d = button.dataset;
    const url = window.location.href;
    const date = new Date().toLocaleString();
    const body = (d['body'] ?? '').replace('{url}', url).replace('{date}', date);
    try {
      if (!navigator.onLine) throw new Error('offline');
      const mailto = `mailto:${encodeURIComponent(d['email'] ?? '')}?subject=${encodeURIComponent(d['subject'] ?? '')}&body=${encodeURIComponent(body)}`;
      const opened = window.open(mailto, '_blank', 'noopener');
      if (opened === null) window.location.href = mailto;
    } catch {
      window.alert(d['failed'] ?? '');
      return;
    }
    void fetch('/api/crm/audit/event', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: { auditEventTypeId: SUPPORT_AUDIT_TYPE }, message: (d['audit'] ?? 'Support request').replace('{url}', url), detail: body }),
    }).catch((err: unknown) => console.error('Support audit event failed:', err));
  });
}

function loadingBar(state: 'start' | 'done'): void {
  const bar = document.getElementById('top-loading-bar');
  if (!bar) return;
  bar.classList.toggle('is-loading', state === 'start');
  bar.classList.toggle('is-done', state === 'done');
}

let subscribed = false;
export function initShell(): void {
  if (!subscribed) {
    subscribed = true;
    $layout.subscribe(applyFlags);
    window.addEventListener('resize', onResize, { passive: true });
    document.addEventListener('astro:before-preparation', () => loadingBar('start'));
    document.addEventListener('astro:after-swap', () => {
      loadingBar('done');
      applyFlags();
    });
    document.addEventListener('astro:page-load', () => {
      loadingBar('done');
      onResize();
      bindToggles();
      bindSidebarSearch();
      bindSupport();
    });
  }
}

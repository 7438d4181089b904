/** The SVG icons served from public/icons (a local library: no CDN). */
export const ICONS = [
  'alert', 'bed', 'box', 'broom', 'building', 'calculator', 'calendar', 'chart', 'check', 'check-circle', 'chevron-down',
  'chevron-left', 'chevron-right', 'circle', 'clipboard', 'credit-card', 'door', 'exchange', 'external', 'file', 'gear',
  'globe', 'home', 'image', 'info', 'key', 'life-ring', 'logout', 'menu', 'moon', 'plus', 'search', 'store', 'tag',
  'trending-up', 'user', 'users', 'wallet', 'x',
] as const;
export type IconName = (typeof ICONS)[number];

/** Names the menu catalogue or older screens may use, mapped onto the local set. */
const ALIASES: Record<string, IconName> = {
  dashboard: 'home', reservation: 'calendar', reservations: 'calendar', 'front-desk': 'door', frontdesk: 'door', crm: 'users',
  customers: 'users', housekeeping: 'broom', 'house-keeping': 'broom', 'back-office': 'box', backoffice: 'box', stock: 'box',
  rate: 'tag', 'rate-management': 'tag', revenue: 'trending-up', reports: 'chart', report: 'chart', analytics: 'chart',
  payment: 'credit-card', payments: 'credit-card', accounting: 'calculator', 'end-of-day': 'moon', closing: 'moon',
  admin: 'gear', settings: 'gear', hotel: 'building', support: 'life-ring', invoice: 'file', invoices: 'file', orders: 'clipboard',
  // Font Awesome names used by the menu catalogue.
  receipt: 'clipboard', 'calendar-plus': 'calendar', warehouse: 'box', 'user-shield': 'key', tags: 'tag', sliders: 'gear',
  'sack-dollar': 'wallet', 'right-to-bracket': 'door', 'right-from-bracket': 'logout', 'money-bill-transfer': 'exchange', list: 'clipboard',
  gears: 'gear', gauge: 'home', 'file-invoice': 'file', 'door-open': 'door', 'code-compare': 'exchange', 'clipboard-list': 'clipboard',
  'clipboard-check': 'check', 'chart-line': 'trending-up', 'chart-column': 'chart', 'calendar-days': 'calendar', 'calendar-check': 'calendar',
  'bell-concierge': 'door', ban: 'x', 'address-book': 'users',
};

export function iconOf(name: string | null | undefined): IconName {
  if (!name) return 'circle';
  const n = name.toLowerCase().replace(/^(bi|fa|fas|ri|mdi|icon)[-_ ]/, '');
  if ((ICONS as readonly string[]).includes(n)) return n as IconName;
  return ALIASES[n] ?? 'circle';
}

export const iconUrl = (name: string | null | undefined) => `/icons/${iconOf(name)}.svg`;

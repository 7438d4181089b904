import type { SessionUser } from '../../lib/domain/session-user.ts';

/**
 * # Which menu sections each API route serves
 *
 * The side menu's sections (src/backend/seed/menu-sections-*.ts, operations.md §2.5) and 'shell':
 * what every signed-in page needs whatever its section (the user's own settings and menu, the
 * business date, reference lists such as countries and document types).
 *
 * A user restricted to some sections (the `restricted_sections` permission: Reservation and Front
 * Desk, the old user 459) may call only the routes of those sections and the shell's: the API's
 * scope follows the menu they see (menu-tree.ts, the same two sections). The roles are checked
 * as well (route-access.ts); this table only narrows them.
 *
 * The table is read top to bottom, the first row matching the route's method and path pattern
 * wins. A registered route that no row names is refused to restricted users, and
 * tests/restricted-scope.test.ts fails on it: a new route is classified the day it is added.
 */
export type MenuSection =
  | 'shell'
  | 'reservation'
  | 'frontDesk'
  | 'crm'
  | 'houseKeeping'
  | 'backOffice'
  | 'rateManagement'
  | 'reporting'
  | 'payment'
  | 'accounting'
  | 'endOfDay'
  | 'admin';

/** The sections a `restricted_sections` user keeps (menu-tree.ts isRestrictedSection shows the same two). */
export const RESTRICTED_SECTIONS: readonly MenuSection[] = ['reservation', 'frontDesk'];

type Row = readonly [method: 'GET' | '*', path: RegExp, sections: readonly MenuSection[]];

const RES: readonly MenuSection[] = ['reservation', 'frontDesk'];
const HK: readonly MenuSection[] = ['houseKeeping'];
const CASH: readonly MenuSection[] = ['payment', 'accounting'];

export const ROUTE_SECTIONS: readonly Row[] = [
  // Every page: the user, their menu, the business date, reference lists, the audit of a print.
  ['*', /^\/(user|roles|user\/activatedmenu|menus\/app\/:app|closing\/date|audit\/event)$/, ['shell']],
  ['*', /^\/(allcountries|countries|country\/:alpha2|alllegalforms|legals|alldoctypes|doctypes|tags\/:family)$/, ['shell']],
  ['GET', /^\/roomtypes(\/findAll|\/getAll)?$/, ['shell']],
  // The housemaid's QR page (public: its handlers check the room's signed token).
  ['*', /^\/housemaid\/reporting\//, ['shell']],
  // The hotel's booking site (public: its handlers check the hold's and the booking's signed tokens).
  ['*', /^\/booking-site\//, ['shell']],
  // A channel reads a calendar feed (public: its signed token is the guard).
  ['*', /^\/ical\/feeds\//, ['shell']],
  // The channels: calendar feeds and imports (administrators).
  ['*', /^\/channels\//, ['admin']],

  // Reservation: booking, the reservations list, the calendar, the dashboard.
  ['*', /^\/(quotes|holds)(\/|$)/, ['reservation']],
  ['*', /^\/reservations\/(export|v2\/export|dailyreport\/export)$/, ['reservation', 'reporting']],
  ['*', /^\/reservations(\/|$)/, RES],
  ['*', /^\/dashboard\//, ['reservation', 'reporting']],
  ['*', /^\/reports\/kpis$/, ['reservation', 'reporting']],
  ['*', /^\/rooms\/(stats|indicator)$/, ['reservation', 'houseKeeping']],
  ['GET', /^\/segments$/, ['reservation', 'crm']],

  // Front Desk: arrivals, in-house, departures, cancellations; the stay's folio at check-out.
  ['*', /^\/front-desk\//, ['frontDesk']],
  ['*', /^\/checkins\/(room\/:id\/CLEAN\/EMPTY|roomsr\/CLEAN)$/, ['frontDesk', 'houseKeeping']],
  ['*', /^\/checkins(\/|$)/, ['frontDesk']],
  ['*', /^\/orders\/(toCheckIn|checkingStats)$/, ['frontDesk']],
  ['*', /^\/hotel\/desk-rules$/, RES],
  ['*', /^\/folio\//, ['frontDesk', 'payment']],
  ['*', /^\/orders\/:orderId\/add\/payment$/, ['frontDesk', 'payment']],
  ['*', /^\/rfid-wallets\//, ['frontDesk', 'payment']],

  // Crm: customers, orders, segments, exchange rates.
  ['*', /^\/(customers|naturalpersons|persons|prospects)(\/|$)/, ['crm']],
  ['*', /^\/order\/:id\/payments$/, ['crm', 'payment']],
  [
    '*',
    /^\/(order|orders|order-commande|order-commande-cancelled|order-commande-confirmed|ordermessage)(\/(?!close$|reopen$|closing$|:itemId\/bac$)|$)/,
    ['crm'],
  ],
  ['*', /^\/(segment|segments)(\/|$)/, ['crm']],
  ['*', /^\/exchange\//, ['crm', 'payment']],

  // House-keeping: the property, rooms and their status, housemaids, interventions.
  ['*', /^\/(rooms|roomtypes|buildings|floors|propertyzones|equipment|photos|housemaids|housekeeping|interventions|InterventionInstances|settings)(\/|$)/, HK],

  // Back office.
  ['*', /^\/bo\//, ['backOffice']],
  ['*', /^\/orders\/(close|reopen)$/, ['backOffice']],

  // Rate management and reporting.
  ['*', /^\/rates\/pickup(\/export)?$/, ['rateManagement', 'reporting']],
  ['*', /^\/rates\//, ['rateManagement']],
  ['*', /^\/reports\/(card-reconciliation|bacs)$/, ['reporting', 'payment']],
  // Desk staff read their own activity (the Report-Activity page, outside the menu).
  ['*', /^\/reports\/desk-activity$/, ['reporting', 'admin', 'frontDesk']],
  ['*', /^\/reports\//, ['reporting']],
  ['*', /^\/daily-bac(\/one)?$/, ['reporting', 'payment']],

  // Payment and accounting: payments, invoices, credit notes, the cash drawer, accounting entries.
  ['*', /^\/payments(\/|$)/, CASH],
  ['*', /^\/(invoices|allinvoices|invoice|credit-notes|debtor-invoices)(\/|$)/, CASH],
  ['*', /^\/:invoiceId\/add-invoice\/:otherId$/, CASH],
  ['*', /^\/cash-drawer(\/|$)/, ['payment']],
  ['*', /^\/accounting-entries(\/|$)/, ['accounting']],

  // End of day: the closing and its lists.
  ['*', /^\/(closing|closingdate|closingdates|findclosingdates)(\/|$)/, ['endOfDay', 'reporting']],
  ['*', /^\/orders\/(closing|:itemId\/bac)$/, ['endOfDay', 'reporting']],

  // Admin: users, menus, audit, taxes, the history import.
  ['*', /^\/(users|allgroups|allroles|audit|history|menus|taxes)(\/|$)/, ['admin']],
  ['*', /^\/user\/(:userId\/activatedmenu|activatedmenu\/page|menustat\/)/, ['admin']],
];

/** The sections a route serves (its registered path pattern), or undefined when the table names none. */
export function sectionsOf(method: string, path: string): readonly MenuSection[] | undefined {
  return ROUTE_SECTIONS.find(([m, re]) => (m === '*' || m === method) && re.test(path))?.[2];
}

/** Why a section-restricted user may not call this route, or undefined when they may (or are not restricted). */
export function sectionRefusal(method: string, path: string, user: Pick<SessionUser, 'permissions' | 'customerId'>): string | undefined {
  if (user.customerId !== null || !user.permissions.includes('restricted_sections')) return undefined;
  const sections = sectionsOf(method, path);
  if (sections?.some((s) => s === 'shell' || RESTRICTED_SECTIONS.includes(s))) return undefined;
  return `your account is restricted to the ${RESTRICTED_SECTIONS.join(' and ')} sections, and this route serves ${sections ? sections.join(', ') : 'no section of them'}`;
}

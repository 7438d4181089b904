/**
 * # Who is who: the role codes and the named groups of roles
 *
 * The one table of role groups. The API's access table (src/backend/http/route-access.ts and each
 * module's route declarations), the page guard (src/lib/server/route-guard.ts) and the pages that
 * show or hide an action all name these groups, so "who may check a guest in" is answered once.
 * A group lets in staff holding AT LEAST ONE of its roles; an administrator is in every group.
 *
 * Adding a group: give it a name that says who its people are, not which screen uses it, and say
 * in its comment what they do.
 */

/** The roles a hotel user can hold (the `roles` table's codes; `partner` is the B2B partner's). */
export const ROLES = ['admin', 'front_desk', 'cashier', 'night_auditor', 'housekeeping', 'buyer', 'stock_keeper', 'partner'] as const;
export type Role = (typeof ROLES)[number];
/** A named group: staff holding at least one of these roles belong to it. */
export type RoleGroup = readonly Role[];

/** Administrators: users, menus, taxes, rate management, the property's configuration. */
export const ADMIN: RoleGroup = ['admin'];
/** The desk: writes on stays (book, check in, move, re-price, cancel, notes, cards). */
export const DESK: RoleGroup = ['admin', 'front_desk'];
/** The desk and the night audit (night actions: no-show, late check-out, the night's reports, their own activity). */
export const DESK_AND_NIGHT: RoleGroup = ['admin', 'front_desk', 'night_auditor'];
/**
 * Staff who read stays, guests, orders and the books (the cashier bills them, the night auditor
 * audits them): the reservations list, a stay's details, accounting entries, the closing's lists,
 * a cash drawer of their own.
 */
export const STAY_READERS: RoleGroup = ['admin', 'front_desk', 'cashier', 'night_auditor'];
/** Staff who take money and confirm orders: the desk and the cashiers (customers, orders, the exchange desk, RFID wallets). */
export const CASH: RoleGroup = ['admin', 'front_desk', 'cashier'];
/** The cashiers' own screens (payments, invoices, the cash drawer, the accounting reports). */
export const CASHIERS: RoleGroup = ['admin', 'cashier'];
/** Who closes the day or reads its history. */
export const END_OF_DAY: RoleGroup = ['admin', 'cashier', 'night_auditor'];
/** Who reads the reports (operations.md §2.5 Report menu), closes the business day and supervises every cash drawer. */
export const REPORT_READERS: RoleGroup = ['admin', 'night_auditor'];
/** Housekeeping supervisors: equipment, maids, intervention types, the housekeeping screens. */
export const HOUSEKEEPING_LEADS: RoleGroup = ['admin', 'housekeeping'];
/** Who runs the rooms day to day (room status, housekeeping reports, interventions). */
export const ROOM_STAFF: RoleGroup = ['admin', 'housekeeping', 'front_desk'];
/** The back office's people: settings, processing, its reports. */
export const BACK_OFFICE: RoleGroup = ['admin', 'buyer', 'stock_keeper'];
/** Who reads the back office (its people, and the night audit for the stock figures). */
export const BACK_OFFICE_READERS: RoleGroup = ['admin', 'buyer', 'stock_keeper', 'night_auditor'];
/** Buyers: purchase orders, their approval and mailing. */
export const BUYERS: RoleGroup = ['admin', 'buyer'];
/** Stock keepers: deliveries, stock movements, inventories, closing a stock period. */
export const STOCK_KEEPERS: RoleGroup = ['admin', 'stock_keeper'];
/** Hotel staff who read exchange rates and the exchange slip. */
export const EXCHANGE_READERS: RoleGroup = ['admin', 'cashier', 'front_desk', 'night_auditor', 'buyer', 'stock_keeper'];

/** Whether someone holding `roles` belongs to `group` (holds at least one of its roles). */
export const inGroup = (roles: readonly string[], group: readonly string[]): boolean => group.some((r) => roles.includes(r));

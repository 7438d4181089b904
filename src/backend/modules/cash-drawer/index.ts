/** The cash drawer module's door: what other modules may use. */
export { requireOpenDrawer } from './require-open-drawer.ts';
export { recordDrawerCash } from './record-drawer-cash.ts';
export { registerCashDrawerRoutes } from './cash-drawer.routes.ts';

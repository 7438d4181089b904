/** The back-office module's door (other modules and the API composition import this file only): purchasing, stores, stock and its ledger. */
export { issueSaleStock } from './issue-sale-stock.ts';
export type { PostedMovement } from './post-movement.ts';
export { withLedgerErrors } from './bo-sql.ts';
export { assertOwned } from './owned.ts';
export type { OwnedKind } from './owned.ts';
export { registerBoPurchasingRoutes } from './purchasing.routes.ts';
export { registerBoSettingsRoutes } from './settings.routes.ts';
export { registerBoStockRoutes } from './stock.routes.ts';

/** The folio module's door (other modules and the pages import this file only): folios: charges, payments and balances of an order. */
export { auditFolio } from './audit-folio.ts';
export { invoiceNumber, listOrderCharges, refreshOrderTotal } from './charge-data.ts';
export { assertHotelVisible, cashierCall } from './folio-call.ts';
export { findOrderRow, lockOrder, requireFolio } from './folio-data.ts';
export { openGuestBalance } from './open-balance.ts';
export { registerFolioRoutes } from './folio.routes.ts';

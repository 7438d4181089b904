/** The invoices module's door (other modules and the pages import this file only): invoices and credit notes. */
export type { TInvoicePageDto } from './invoices.schemas.ts';
export { registerInvoiceRoutes } from './invoices.routes.ts';

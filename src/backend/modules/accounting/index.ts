/** The accounting module's door (other modules and the pages import this file only): the accounting entries of invoices and payments, and the accounting reports. */
export type { TAccountingPageDto, TInvoiceAnalysisDto } from './accounting.schemas.ts';
export { recordInvoiceEntry } from './invoice-entry.ts';
export { recordPaymentEntry } from './payment-entry.ts';
export { registerAccountingRoutes } from './accounting.routes.ts';

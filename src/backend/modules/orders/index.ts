/** The orders module's door (other modules and the pages import this file only): orders: reading, confirming, messages and archives. */
export { findCharges, findItems } from './order-lines.ts';
export type { TOrderArchiveDto, TOrderMessageDto, TOrderPaymentDto } from './order-record.schemas.ts';
export type { TOrderDto, TOrderPageDto } from './orders.schemas.ts';
export { registerOrderRoutes } from './orders.routes.ts';

import type { Db } from '../../db/client.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import type { Locale } from '../../../lib/i18n/t.ts';
import { orderStatusName } from '../../core/order-status.ts';
import { listOrders } from './list-orders.ts';
import type { OrderScope } from './order-data.ts';
import type { TOrderRowDto, TOrdersQuery } from './orders.schemas.ts';

/** Exports stop here: past it, narrow the filters. */
export const ORDERS_EXPORT_MAX = 20_000;

const COLUMNS: ExportColumn<TOrderRowDto>[] = [
  ['export.order.number', (r) => r.number],
  ['export.order.type', (r) => r.type],
  ['export.order.status', (r) => orderStatusName(r.status)],
  ['export.col.customer', (r) => r.customer?.name],
  ['export.order.items', (r) => r.items],
  ['export.order.serviceStart', (r) => (r.serviceStart ? { day: r.serviceStart } : null)],
  ['export.order.serviceEnd', (r) => (r.serviceEnd ? { day: r.serviceEnd } : null)],
  ['export.order.total', (r) => ({ minor: r.totalMinor, currency: r.currency })],
  ['export.col.currency', (r) => r.currency],
  ['export.col.created', (r) => ({ dateTime: r.createdAt })],
  ['export.order.confirmed', (r) => (r.confirmedAt ? { dateTime: r.confirmedAt } : null)],
  ['export.order.id', (r) => r.orderId],
];

/** Every order the list's filters keep (newest first) as CSV or .xlsx. */
export async function exportOrders(db: Db, o: { scope: OrderScope; query: TOrdersQuery; lang: Locale; today: string }): Promise<ExportFile> {
  const page = await listOrders(db, { scope: o.scope, query: { ...o.query, page: 0, size: ORDERS_EXPORT_MAX } });
  return toExportFile({
    columns: COLUMNS,
    rows: page.content,
    format: o.query.format,
    lang: o.lang,
    basename: `orders-${o.today}`,
    sheetName: 'export.orders.sheet',
  });
}

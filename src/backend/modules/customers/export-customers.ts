import type { Db } from '../../db/client.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import { searchCustomers, type CustomerSearch } from './search-customers.ts';
import type { TCustomerDto } from './customers.schemas.ts';

/** The spec's unpaginated customer list stops at 10,000 rows: past it, narrow the filters. */
export const CUSTOMER_EXPORT_MAX = 10_000;

const COLUMNS: ExportColumn<TCustomerDto>[] = [
  ['id', (r) => r.id], ['kind', (r) => r.kind], ['name', (r) => r.name], ['civility', (r) => r.civility], ['firstName', (r) => r.firstName],
  ['lastName', (r) => r.lastName], ['companyName', (r) => r.companyName], ['email', (r) => r.email], ['phone', (r) => r.phone], ['city', (r) => r.city],
  ['country', (r) => r.countryCode], ['segments', (r) => r.segments.map((s) => s.name).join('; ')],
];

/** Every customer the list's filters keep, as CSV or .xlsx, in the list's order. */
export async function exportCustomers(db: Db, o: { search: Omit<CustomerSearch, 'page' | 'size'>; format: 'csv' | 'xlsx'; today: string }): Promise<ExportFile> {
  const page = await searchCustomers(db, { ...o.search, page: 0, size: CUSTOMER_EXPORT_MAX });
  return toExportFile({ columns: COLUMNS, rows: page.content, format: o.format, basename: `customers-${o.today}`, sheetName: 'Customers' });
}

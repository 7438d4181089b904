import type { Db } from '../../db/client.ts';
import type { Locale } from '../../../lib/i18n/t.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import { searchCustomers, type CustomerSearch } from './search-customers.ts';
import type { TCustomerDto } from './customers.schemas.ts';

/** The spec's unpaginated customer list stops at 10,000 rows: past it, narrow the filters. */
export const CUSTOMER_EXPORT_MAX = 10_000;

const COLUMNS: ExportColumn<TCustomerDto>[] = [
  ['export.customer.name', (r) => r.name],
  ['export.customer.kind', (r, label) => label(`export.customer.kind.${r.kind}`)],
  ['export.customer.civility', (r) => r.civility],
  ['export.customer.firstName', (r) => r.firstName],
  ['export.customer.lastName', (r) => r.lastName],
  ['export.customer.company', (r) => r.companyName],
  ['export.customer.email', (r) => r.email],
  ['export.customer.phone', (r) => r.phone],
  ['export.customer.city', (r) => r.city],
  ['export.customer.country', (r) => r.countryCode],
  ['export.customer.segments', (r) => r.segments.map((s) => s.name).join('; ')],
  ['export.customer.id', (r) => r.id],
];

/** Every customer the list's filters keep, as CSV or .xlsx, in the list's order. */
export async function exportCustomers(
  db: Db,
  o: { search: Omit<CustomerSearch, 'page' | 'size'>; format: 'csv' | 'xlsx'; lang: Locale; today: string },
): Promise<ExportFile> {
  const page = await searchCustomers(db, { ...o.search, page: 0, size: CUSTOMER_EXPORT_MAX });
  return toExportFile({
    columns: COLUMNS,
    rows: page.content,
    format: o.format,
    lang: o.lang,
    basename: `customers-${o.today}`,
    sheetName: 'export.customers.sheet',
  });
}

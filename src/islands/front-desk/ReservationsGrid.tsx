import { useCallback, useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { TReservationRowDto } from '../../lib/domain/reservations-dto.ts';
import type { SortKey } from '../../lib/domain/reservation-filter.ts';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { translator, type ReservationsKey, type ReservationsMessages } from './reservations-grid-i18n.ts';
import { drawCell } from '../ui/draw-cell.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, TReservationRowDto>();
const LIST = '/front-desk/reservationslist';

const href = (query: Record<string, string>, extra: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams(query);
  for (const [k, v] of Object.entries(extra))
    if (v === undefined || v === '' || v === 0) q.delete(k);
    else q.set(k, String(v));
  const s = q.toString();
  return s ? `${LIST}?${s}` : LIST;
};

/**
 * /front-desk/reservationslist: one page of reservations as the server rendered it. Sorting and
 * paging are links (the URL holds the whole list state), so the grid works before hydration too.
 */
export default function ReservationsGrid(props: {
  locale: 'en' | 'fr';
  messages: ReservationsMessages;
  rows: TReservationRowDto[];
  total: number;
  page: number;
  size: number;
  sort: SortKey;
  dir: 'asc' | 'desc';
  /** The filters of the URL (no page, sort or dir), kept by every link. */
  query: Record<string, string>;
}) {
  const t = useMemo(() => translator(props.messages, props.locale), [props.messages, props.locale]);
  const sortHeader = useCallback(
    (key: SortKey, label: ReservationsKey) => () => {
      const active = props.sort === key;
      const next = active && props.dir === 'asc' ? 'desc' : active ? 'asc' : key === 'checkin' || key === 'created' ? 'desc' : 'asc';
      return (
        <a href={href(props.query, { sort: key, dir: next })}>
          {t(label)}
          {active && (
            <span aria-label={t(props.dir === 'asc' ? 'reservations.list.sortedAsc' : 'reservations.list.sortedDesc')}>
              {props.dir === 'asc' ? ' ▲' : ' ▼'}
            </span>
          )}
        </a>
      );
    },
    [t, props.sort, props.dir, props.query],
  );
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('number', {
          header: sortHeader('number', 'reservations.list.col.number'),
          cell: (c) => (
            <a className="nowrap" href={`/front-desk/details?id=${c.row.original.id}`}>
              {c.getValue()}
            </a>
          ),
        }),
        helper.accessor('guestName', { id: 'guest', header: sortHeader('guest', 'reservations.list.col.guest') }),
        helper.accessor('customerName', { header: () => t('reservations.list.col.customer') }),
        helper.accessor('partnerName', { header: () => t('reservations.list.col.partner'), cell: (c) => c.getValue() ?? '' }),
        helper.accessor('segment', { header: () => t('reservations.list.col.segment'), cell: (c) => c.getValue() ?? '' }),
        helper.accessor('roomTypeCode', { header: () => t('reservations.list.col.roomType') }),
        helper.accessor('roomName', { header: () => t('reservations.list.col.room'), cell: (c) => c.getValue() ?? '—' }),
        helper.accessor('checkin', {
          header: sortHeader('checkin', 'reservations.list.col.checkin'),
          cell: (c) => <time dateTime={c.getValue()}>{formatDay(c.getValue(), props.locale)}</time>,
        }),
        helper.accessor('checkout', {
          header: sortHeader('checkout', 'reservations.list.col.checkout'),
          cell: (c) => <time dateTime={c.getValue()}>{formatDay(c.getValue(), props.locale)}</time>,
        }),
        helper.accessor('numberOfNights', { header: () => t('reservations.list.col.nights') }),
        helper.accessor('created', {
          header: sortHeader('created', 'reservations.list.col.created'),
          cell: (c) => (
            <time dateTime={c.getValue()} title={formatDateTime(c.getValue(), props.locale)}>
              {formatDay(c.getValue(), props.locale)}
            </time>
          ),
        }),
        helper.accessor('status', {
          header: sortHeader('status', 'reservations.list.col.status'),
          cell: (c) => t(`reservations.list.status.${c.getValue()}` as ReservationsKey),
        }),
        helper.accessor('priceMinor', {
          header: () => t('reservations.list.col.price'),
          cell: (c) => <span className="nowrap">{formatMoney(c.getValue(), c.row.original.currency, props.locale)}</span>,
        }),
        helper.accessor('invoiced', {
          header: () => t('reservations.list.col.invoiced'),
          cell: (c) => t(c.getValue() ? 'reservations.list.yes' : 'reservations.list.no'),
        }),
      ]),
    [t, props.locale, sortHeader],
  );
  const table = useTable({ features, columns, data: props.rows });
  // Body cells through drawCell (ui/draw-cell.tsx): the same HTML as FlexRender over row.getAllCells(), without a Cell object per cell.
  const leafColumns = table.getAllLeafColumns();
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  const pager = t('reservations.list.pager', { page: props.page + 1, pages, total: props.total, count: props.total });
  const at = (page: number) =>
    href(props.query, {
      sort: props.sort === 'checkin' && props.dir === 'desc' ? undefined : props.sort,
      dir: props.sort === 'checkin' && props.dir === 'desc' ? undefined : props.dir,
      page,
    });
  return (
    <>
      <div className="admin-grid__scroll">
        <table className="admin-grid res-grid">
          <caption className="sr-only">{t('reservations.list.title')}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    data-col={header.column.id}
                    scope="col"
                    aria-sort={header.column.id === props.sort ? (props.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {props.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="admin-grid__empty">
                  {t('reservations.list.empty')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {leafColumns.map((column) => (
                    <td key={column.id} data-col={column.id}>
                      {drawCell(table, column, row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav className="admin-pager" aria-label={pager}>
        {props.page > 0 ? (
          <a href={at(props.page - 1)} rel="prev">
            {t('reservations.list.previous')}
          </a>
        ) : (
          <span aria-disabled="true">{t('reservations.list.previous')}</span>
        )}
        <span>{pager}</span>
        {props.page + 1 < pages ? (
          <a href={at(props.page + 1)} rel="next">
            {t('reservations.list.next')}
          </a>
        ) : (
          <span aria-disabled="true">{t('reservations.list.next')}</span>
        )}
      </nav>
    </>
  );
}

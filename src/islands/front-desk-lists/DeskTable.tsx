import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { TDeskRowDto } from '../../lib/domain/desk-lists-dto.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { cancelReasonCode } from '../../lib/domain/cancel-reasons.ts';
import { actionsFor, type DeskAction, type DeskList } from './desk-actions.ts';
import { translator, type DeskKey, type DeskMessages, type Translate } from './desk-lists-i18n.ts';
import { drawCell } from '../ui/draw-cell.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, TDeskRowDto>();

const ACTION_LABEL: Record<DeskAction, DeskKey> = {
  assign: 'deskLists.action.assign',
  preCheckIn: 'deskLists.action.preCheckIn',
  checkIn: 'deskLists.action.checkIn',
  noShow: 'deskLists.action.noShow',
  move: 'deskLists.action.move',
  checkOut: 'deskLists.action.checkOut',
};

const badge = (text: string, tone: 'warn' | 'info' | 'ok') => (
  <span key={text} className={`desk-badge desk-badge--${tone}`}>
    {text}
  </span>
);
const badges = (marks: ReactNode[]) => (marks.length ? <div className="desk-badges">{marks}</div> : null);

function columnsFor(list: DeskList, t: Translate, locale: string, today: string) {
  const money = (minor: number | null, currency: string) => (minor === null ? '' : formatMoney(minor, currency, locale));
  const number = helper.accessor('number', {
    header: () => t('deskLists.col.number'),
    cell: (c) => {
      const r = c.row.original;
      const marks: ReactNode[] = [];
      if (list === 'arrivals' && r.checkin < today) marks.push(badge(t('deskLists.badge.overdue'), 'warn'));
      if (list === 'arrivals' && r.checkin === today) marks.push(badge(t('deskLists.badge.today'), 'info'));
      if (list === 'arrivals' && r.registeredGuests > 0) marks.push(badge(t('deskLists.badge.preCheckedIn'), 'ok'));
      return (
        <>
          <a href={`/front-desk/details?id=${r.id}`}>{r.number}</a>
          {badges(marks)}
        </>
      );
    },
  });
  const wrap = (text: string) => <span className="desk-wrap">{text}</span>;
  const day = (d: string) => <time dateTime={d}>{formatDay(d, locale)}</time>;
  const guest = helper.accessor('guestName', { header: () => t('deskLists.col.guest'), cell: (c) => wrap(c.getValue()) });
  const customer = helper.accessor('customerName', { header: () => t('deskLists.col.customer'), cell: (c) => wrap(c.getValue()) });
  const roomType = helper.accessor('roomTypeCode', {
    header: () => t('deskLists.col.roomType'),
    cell: (c) => <abbr title={c.row.original.roomTypeName}>{c.getValue()}</abbr>,
  });
  const room = helper.accessor('roomName', {
    header: () => t('deskLists.col.room'),
    cell: (c) => {
      const r = c.row.original;
      if (!r.roomName) return <span className="desk-muted">{t('deskLists.noRoom')}</span>;
      // A guest still in house makes the room occupied, however clean (Room Status: departing).
      const o = r.roomOccupant;
      if (o && list === 'arrivals') {
        return (
          <span className="desk-wrap">
            {r.roomName}
            <span className="desk-room desk-room--occupied" data-room-occupied>
              {' '}
              {t('deskLists.roomStatus.OCCUPIED', { guest: o.guestName, number: o.number, checkout: formatDay(o.checkout, locale) })}
            </span>
          </span>
        );
      }
      return (
        <>
          {r.roomName}
          {r.roomStatus && list === 'arrivals' && (
            <span className={`desk-room desk-room--${r.roomStatus.toLowerCase()}`}> {t(`deskLists.roomStatus.${r.roomStatus}` as DeskKey)}</span>
          )}
        </>
      );
    },
  });
  const checkin = helper.accessor('checkin', { header: () => t('deskLists.col.checkin'), cell: (c) => day(c.getValue()) });
  const checkout = helper.accessor('checkout', {
    header: () => t('deskLists.col.checkout'),
    cell: (c) => {
      const v = c.getValue();
      const due = c.row.original.status === 2 && (list === 'inHouse' || list === 'dueOuts');
      return (
        <>
          {day(v)}
          {due && badges(v === today ? [badge(t('deskLists.badge.dueToday'), 'info')] : v < today ? [badge(t('deskLists.badge.dueOverdue'), 'warn')] : [])}
        </>
      );
    },
  });
  const nights = helper.accessor('nights', { header: () => t('deskLists.col.nights') });
  const party = helper.accessor('adults', {
    id: 'party',
    header: () => t('deskLists.col.party'),
    cell: (c) =>
      c.row.original.kids ? t('deskLists.partyKids', { adults: c.getValue(), kids: c.row.original.kids }) : t('deskLists.party', { adults: c.getValue() }),
  });
  const price = helper.accessor('priceMinor', { header: () => t('deskLists.col.price'), cell: (c) => money(c.getValue(), c.row.original.currency) });
  const cancelled = helper.accessor('cancelledAt', {
    header: () => t('deskLists.col.cancelled'),
    cell: (c) => {
      const v = c.getValue();
      return v ? <time dateTime={v}>{formatDay(v, locale)}</time> : '';
    },
  });
  const cancelPrice = helper.accessor('cancelPriceMinor', {
    header: () => t('deskLists.col.cancelPrice'),
    cell: (c) => money(c.getValue(), c.row.original.currency),
  });
  const reason = helper.accessor('cancelReason', {
    header: () => t('deskLists.col.reason'),
    cell: (c) => {
      const v = c.getValue() ?? '';
      const code = cancelReasonCode(v);
      return wrap(code ? t(`cancelReason.${code}`) : v);
    },
  });
  // The cancellations list fits a 1366 px desk screen: status under the number, client under the guest, the stay's dates on one line.
  const reservation = helper.accessor('number', {
    id: 'reservation',
    header: () => t('deskLists.col.reservation'),
    cell: (c) => {
      const r = c.row.original;
      return (
        <>
          <a href={`/front-desk/details?id=${r.id}`}>{r.number}</a>
          {badges([badge(t(`deskLists.status.${r.status}` as DeskKey), r.status === 6 ? 'warn' : 'info')])}
        </>
      );
    },
  });
  const guestAndClient = helper.accessor('guestName', {
    id: 'guestClient',
    header: () => t('deskLists.col.guest'),
    cell: (c) => {
      const r = c.row.original;
      return (
        <span className="desk-wrap">
          {r.guestName}
          {r.customerName && r.customerName !== r.guestName && <span className="desk-client">{t('deskLists.forClient', { name: r.customerName })}</span>}
        </span>
      );
    },
  });
  const stay = helper.accessor('checkin', {
    id: 'stay',
    header: () => t('deskLists.col.stay'),
    cell: (c) => (
      <span className="desk-stay">
        {day(c.getValue())} → {day(c.row.original.checkout)}
      </span>
    ),
  });
  const actions = helper.display({
    id: 'actions',
    header: () => t('deskLists.col.actions'),
    cell: (c) => {
      const r = c.row.original;
      return (
        <span className="desk-actions">
          {actionsFor(list, r, today).map((a) => (
            // Enabled by the actions island once it has loaded (DeskActions), so a click always does something.
            <button
              key={a}
              type="button"
              className={`admin-btn desk-btn${a === 'checkIn' || a === 'checkOut' ? ' admin-btn--primary' : ''}`}
              data-desk-action={a}
              data-id={r.id}
              disabled
              aria-label={t('deskLists.action.for', { action: t(ACTION_LABEL[a]), number: r.number, guest: r.guestName })}
            >
              {t(ACTION_LABEL[a])}
            </button>
          ))}
        </span>
      );
    },
  });
  switch (list) {
    case 'arrivals':
      return helper.columns([number, guest, roomType, room, checkin, checkout, nights, party, price, actions]);
    case 'inHouse':
      return helper.columns([room, number, guest, roomType, checkin, checkout, nights, party, price, actions]);
    case 'dueOuts':
      return helper.columns([room, number, guest, customer, checkin, checkout, nights, price, actions]);
    case 'cancellations':
      return helper.columns([reservation, guestAndClient, roomType, stay, nights, price, cancelled, cancelPrice, reason]);
  }
}

/**
 * One page of a front-desk list, rendered on the server only (used without a client directive):
 * a tanstack table whose action buttons the DeskActions island brings to life. Paging is links
 * that keep the URL's filters.
 */
export default function DeskTable(props: {
  list: DeskList;
  locale: 'en' | 'fr';
  messages: DeskMessages;
  caption: string;
  rows: TDeskRowDto[];
  today: string;
  total: number;
  page: number;
  size: number;
  /** The page's path and the filters of its URL (no page), kept by the pager's links. */
  path: string;
  query: Record<string, string>;
}) {
  const t = translator(props.messages, props.locale);
  const columns = columnsFor(props.list, t, props.locale, props.today);
  const table = useTable({ features, columns, data: props.rows });
  // Body cells through drawCell (ui/draw-cell.tsx): the same HTML as FlexRender over row.getAllCells(), without a Cell object per cell.
  const leafColumns = table.getAllLeafColumns();
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  const at = (page: number) => {
    const q = new URLSearchParams(props.query);
    if (page > 0) q.set('page', String(page));
    const s = q.toString();
    return s ? `${props.path}?${s}` : props.path;
  };
  const pager = t('deskLists.pager', { page: props.page + 1, pages, total: props.total, count: props.total });
  return (
    <>
      <div className="admin-grid__scroll">
        <table className="admin-grid desk-table" data-desk-list={props.list}>
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" data-col={header.column.id}>
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
                  {t('deskLists.empty')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-stay={row.original.id}>
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
            {t('deskLists.previous')}
          </a>
        ) : (
          <span aria-disabled="true">{t('deskLists.previous')}</span>
        )}
        <span>{pager}</span>
        {props.page + 1 < pages ? (
          <a href={at(props.page + 1)} rel="next">
            {t('deskLists.next')}
          </a>
        ) : (
          <span aria-disabled="true">{t('deskLists.next')}</span>
        )}
      </nav>
    </>
  );
}

import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { AdminGrid, Pager, type GridFeatures } from './AdminGrid.tsx';
import { queryOf, translator, type AdminMessages } from './admin-i18n.ts';
import type { TAuditEventDto } from './types.ts';
import { formatDay } from '../../lib/format.ts';
import { localName } from '../../lib/i18n/locale.ts';

type EventRow = TAuditEventDto & { messageStoredEnglish?: boolean; detailStoredEnglish?: boolean };
const helper = createColumnHelper<GridFeatures, EventRow>();

/** /front-desk/Report-Activity: one page of audit events, newest first, rendered on the server. */
export default function ActivityGrid(props: {
  locale: 'en' | 'fr';
  messages: AdminMessages;
  /** messageStoredEnglish (detailStoredEnglish): the message (detail) is the stored English text, not rendered from a key. */
  events: EventRow[];
  total: number;
  page: number;
  size: number;
  /** The filters of the URL, kept by the paging links. */
  query: Record<string, string>;
}) {
  const t = useMemo(() => translator(props.messages, props.locale), [props.messages, props.locale]);
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('createdAtLocal', {
          header: () => t('activity.col.date'),
          cell: (c) => <time dateTime={c.row.original.createdAt}>{`${formatDay(c.getValue(), props.locale)} ${c.getValue().slice(11, 19)}`}</time>,
        }),
        helper.accessor((e) => e.user.name, { id: 'user', header: () => t('activity.col.user') }),
        helper.accessor((e) => localName(props.locale, e.type), { id: 'type', header: () => t('activity.col.type') }),
        // Text stored in English (a message or a detail without a key) is marked as English where
        // the page is not: read as such by screen readers, and named for what it is.
        helper.accessor('message', {
          header: () => t('activity.col.message'),
          cell: (c) => (c.row.original.messageStoredEnglish && props.locale !== 'en' ? <span lang="en">{c.getValue()}</span> : c.getValue()),
        }),
        helper.accessor('itemId', { header: () => t('activity.col.item'), cell: (c) => c.getValue() ?? '' }),
        helper.accessor('itemNumber', { header: () => t('activity.col.itemNumber'), cell: (c) => c.getValue() ?? '' }),
        helper.accessor('detail', {
          header: () => t('activity.col.detail'),
          cell: (c) => {
            // A detail rendered from its key is in the page's language already.
            if (c.row.original.detailStoredEnglish === false) return c.getValue() ?? '';
            // Stored text: its days (YYYY-MM-DD) shown as the language writes dates.
            const detail = c.getValue()?.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (d) => formatDay(d, props.locale)) ?? null;
            return detail && props.locale !== 'en' ? <span lang="en">{detail}</span> : (detail ?? '');
          },
        }),
        helper.accessor('groupName', { header: () => t('activity.col.hotel') }),
      ]),
    [t, props.locale],
  );
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  return (
    <>
      <AdminGrid columns={columns} data={props.events} caption={t('activity.title')} empty={t('activity.empty')} />
      <Pager
        page={props.page}
        size={props.size}
        total={props.total}
        href={(page) => `/front-desk/Report-Activity${queryOf({ ...props.query, page: page || undefined })}`}
        label={t('activity.pager', { page: props.page + 1, pages, total: props.total, count: props.total })}
        previous={t('activity.previous')}
        next={t('activity.next')}
      />
    </>
  );
}

import { memo } from 'react';
import { barsHtml, blockBarsHtml } from './bars-html.ts';
import { packLanes, rowHeight, type CalBlock, type CalColumn, type CalRoom, type CalStay, type CalType } from './calendar-data.ts';
import type { CalendarKey, CalendarT } from './calendar-i18n.ts';

const NO_STAYS: CalStay[] = [];

/**
 * One row of the chart: a room (with its housekeeping state) or a type's stays without a room.
 * The bars are one HTML string (see bars-html.ts); the day grid, the weekends and today are
 * backgrounds, not elements. Memoised: a drop re-renders two rows.
 */
export const ChartRow = memo(function ChartRow(props: {
  rowKey: string;
  typeId: number;
  room: CalRoom | null;
  label: string;
  stays: CalStay[] | undefined;
  from: string;
  days: number;
  t: CalendarT;
  day: (iso: string) => string;
}) {
  const { room, t } = props;
  const stays = props.stays ?? NO_STAYS;
  const { lanes, count } = packLanes(stays);
  const hk = room ? t(`calendar.hk.${room.hk}` as CalendarKey) : '';
  return (
    <div
      className={`cal-row${room ? '' : ' cal-row--unassigned'}${room?.hk === 'OUT_OF_ORDER' ? ' cal-row--ooo' : ''}`}
      role="group"
      aria-label={props.label}
      data-row={props.rowKey}
      data-type={props.typeId}
      data-room={room?.id ?? ''}
      style={{ height: rowHeight(count) }}
    >
      <div className="cal-room">
        {room ? <span className="cal-room__name">{room.name}</span> : <span className="cal-room__name cal-muted">{t('calendar.unassigned')}</span>}
        {room && (
          <span className={`cal-hk cal-hk--${room.hk}`} title={hk}>
            {hk}
          </span>
        )}
      </div>
      <div className="cal-lane" dangerouslySetInnerHTML={{ __html: barsHtml(stays, lanes, props.from, props.days, t, props.day) }} />
    </div>
  );
});

/**
 * A room type's units held by imported calendars (issue 39): one row under its rooms, a bar per
 * event, "Blocked by <channel>" or a conflict. Not a drop target (no data-row): a channel's
 * calendar moves these, not the desk.
 */
export const BlockRow = memo(function BlockRow(props: {
  type: CalType;
  blocks: CalBlock[];
  from: string;
  days: number;
  t: CalendarT;
  day: (iso: string) => string;
}) {
  const { t } = props;
  const { lanes, count } = packLanes(props.blocks);
  return (
    <div
      className="cal-row cal-row--blocks"
      role="group"
      aria-label={t('calendar.block.rowOf', { type: props.type.name })}
      style={{ height: rowHeight(count) }}
    >
      <div className="cal-room">
        <span className="cal-room__name cal-muted">{t('calendar.block.row')}</span>
      </div>
      <div className="cal-lane" dangerouslySetInnerHTML={{ __html: blockBarsHtml(props.blocks, lanes, props.from, props.days, t, props.day) }} />
    </div>
  );
});

/** A room type's header row: its name, and how many of its units are left each day. */
export const TypeHeader = memo(function TypeHeader(props: { type: CalType; free: number[]; columns: CalColumn[]; t: CalendarT; day: (iso: string) => string }) {
  const { type, t } = props;
  const label = t('calendar.type', { name: type.name, rooms: type.rooms.length });
  return (
    <div className="cal-row cal-row--type">
      <div className="cal-room" title={`${label} (${type.code})`}>
        <span className="cal-room__name">{label}</span>
      </div>
      <div className="cal-lane cal-free">
        {props.free.map((n, i) => (
          <span
            key={props.columns[i]!.day}
            className={n <= 0 ? 'cal-free--none' : undefined}
            title={t('calendar.freeUnits', { count: n, type: type.name, day: props.day(props.columns[i]!.day) })}
          >
            {n}
          </span>
        ))}
      </div>
    </div>
  );
});

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { TStayDto } from '../../lib/domain/stay-dto.ts';
import { postJson } from '../../lib/api-client.ts';
import { pushToast, reportFailure } from '../../lib/stores/toasts.ts';
import { blocksByType, decodeCalendar, freeUnits, groupByRow, placeAfterDrag, roomRowKey, rowKeyOf, unassignedRowKey, type CalStay } from './calendar-data.ts';
import { daysBetween } from '../../lib/domain/days.ts';
import { translator, type CalendarMessages } from './calendar-i18n.ts';
import { barId } from './bars-html.ts';
import { BlockRow, ChartRow, TypeHeader } from './ChartRow.tsx';
import { formatDay, formatList } from '../../lib/format.ts';
import { useChartDrag, type DragResult } from './use-chart-drag.ts';

type Place = Pick<CalStay, 'checkin' | 'checkout' | 'roomId'>;

/**
 * /front-desk/calendar: the tape chart (rows by room type, a bar per stay). The server draws its
 * first screen (first-screen.ts, named by `drawnElement`); the island draws it all in the browser
 * and takes that drawing's place in the same frame. Then a bar can be dragged to another room or
 * day, or stretched by its right edge. The server decides each drop: the bar goes back and the
 * 409's message shows if it refuses.
 *
 * Its styles (calendar.css) are the page's, written into it: a stylesheet of the island's own
 * would be one more file the first paint waits for.
 */
export default function TapeChart(props: Omit<ChartProps, 'scrolled'>) {
  // With the server's drawing on screen, the island waits for the browser to paint it (the next
  // frame, then a task) before its own work: decoding ~2,400 stays and drawing 300 rooms would
  // otherwise come first and hold the bars the clerk could already see.
  const [ready, setReady] = useState(() => !props.drawnElement || !document.getElementById(props.drawnElement));
  // Where the clerk scrolled the drawing meanwhile, noted as they scroll: reading it when the chart
  // replaces the drawing would make the browser lay out the whole new chart at once, and again after.
  const scrolled = useRef({ top: 0, left: 0 });
  useEffect(() => {
    if (ready) return;
    const drawn = document.getElementById(props.drawnElement ?? '')?.querySelector('.cal-scroll');
    const onScroll = () => {
      if (drawn) scrolled.current = { top: drawn.scrollTop, left: drawn.scrollLeft };
    };
    drawn?.addEventListener('scroll', onScroll, { passive: true });
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setReady(true), 0);
    });
    return () => {
      drawn?.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [ready, props.drawnElement]);
  return ready ? <Chart {...props} scrolled={scrolled} /> : null;
}

interface ChartProps {
  data?: string;
  dataElement?: string;
  staysElement?: string;
  /** The server's drawing of the first screen, replaced when the chart is drawn. */
  drawnElement?: string;
  scrolled: { readonly current: { top: number; left: number } };
  messages: CalendarMessages;
  locale: string;
}

function Chart(props: ChartProps) {
  // The page hands its grid (~180 KB at 300 rooms × 31 days) over in a JSON data block named by
  // `dataElement`, and the stays' lines as the text of a <template> named by `staysElement`, outside
  // the island's props: Astro would serialize, escape and hash the props.
  const encoded = useMemo(() => props.data ?? document.getElementById(props.dataElement ?? '')?.textContent ?? '', [props.data, props.dataElement]);
  const staysText = useMemo(
    () => (props.staysElement ? ((document.getElementById(props.staysElement) as HTMLTemplateElement | null)?.content.textContent ?? '') : undefined),
    [props.staysElement],
  );
  const data = useMemo(() => decodeCalendar(encoded, staysText), [encoded, staysText]);
  const t = useMemo(() => translator(props.messages), [props.messages]);
  /** A day as the reader's language writes it (the one formatting module). */
  const day = useCallback((iso: string) => formatDay(iso, props.locale), [props.locale]);
  const blocks = useMemo(() => blocksByType(data.blocks), [data.blocks]);
  const conflicts = useMemo(() => data.blocks.filter((b) => b.conflict), [data.blocks]);
  const days = data.columns.length;
  const [rows, setRows] = useState(() => groupByRow(data.stays));
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const focusAfter = useRef<number | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const typeOfRoom = useMemo(() => new Map(data.types.flatMap((ty) => ty.rooms.map((r) => [r.id, ty.id] as const))), [data.types]);
  const free = useMemo(() => freeUnits(data.types, rows, data.from, days, data.blocks), [data.types, rows, data.from, days, data.blocks]);
  const todayAt = daysBetween(data.from, data.today);
  const typeName = useMemo(() => new Map(data.types.map((ty) => [ty.id, ty.name])), [data.types]);

  /** Swaps one stay for another in the rows (only the rows concerned change). */
  const replace = useCallback((before: CalStay, after: CalStay) => {
    setRows((prev) => {
      const next = new Map(prev);
      const from = rowKeyOf(before);
      next.set(
        from,
        (next.get(from) ?? []).filter((s) => s.id !== before.id),
      );
      const to = rowKeyOf(after);
      next.set(to, [...(next.get(to) ?? []), after]);
      return next;
    });
  }, []);

  const reschedule = useCallback(
    async (stay: CalStay, place: Place, targetType: number) => {
      if (place.checkin === stay.checkin && place.checkout === stay.checkout && place.roomId === stay.roomId) return;
      if (place.roomId === null && targetType !== stay.typeId) {
        pushToast(t('calendar.drop.otherType'), { variant: 'warning' });
        return;
      }
      const moved: CalStay = { ...stay, ...place, typeId: place.roomId === null ? stay.typeId : (typeOfRoom.get(place.roomId) ?? stay.typeId), saving: true };
      focusAfter.current = stay.id;
      replace(stay, moved);
      try {
        const res = await postJson<TStayDto>('pms', `/reservations/${stay.id}/reschedule`, place);
        replace(moved, {
          ...moved,
          checkin: res.checkin,
          checkout: res.checkout,
          roomId: res.roomId,
          typeId: res.roomTypeId,
          status: res.status,
          saving: false,
        });
        pushToast(
          t('calendar.drop.saved', {
            number: res.number,
            checkin: day(res.checkin),
            checkout: day(res.checkout),
            room: res.roomName ?? t('calendar.drop.noRoom'),
          }),
          { variant: 'success', delay: 3000 },
        );
      } catch (err) {
        replace(moved, { ...stay, saving: false });
        reportFailure('PMS', t('calendar.drop.operation'), err);
      }
    },
    [replace, t, day, typeOfRoom],
  );

  const stayIn = (rowKey: string, id: number) => rowsRef.current.get(rowKey)?.find((s) => s.id === id);
  const targetOf = (row: HTMLElement) => ({ roomId: row.dataset['room'] ? Number(row.dataset['room']) : null, type: Number(row.dataset['type']) });

  useChartDrag(body, scroller, (d: DragResult) => {
    const stay = stayIn(d.fromRow, d.id);
    if (!stay) return;
    const target = targetOf(d.row);
    void reschedule(stay, placeAfterDrag(stay, { mode: d.mode, days: d.days, roomId: target.roomId }), target.type);
  });

  /** The keyboard's drag: Alt+arrows move a focused stay, Alt+Shift+Left/Right its departure. */
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!e.altKey || !e.key.startsWith('Arrow')) return;
    const bar = (e.target as HTMLElement).closest<HTMLElement>('.cal-bar');
    const row = bar?.closest<HTMLElement>('.cal-row[data-row]');
    const stay = bar && row ? stayIn(row.dataset['row']!, barId(bar)) : undefined;
    if (!bar || !row || !stay || bar.dataset['locked']) return;
    e.preventDefault();
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      const all = [...(body.current?.querySelectorAll<HTMLElement>('.cal-row[data-row]') ?? [])];
      const next = all[all.indexOf(row) + (e.key === 'ArrowUp' ? -1 : 1)];
      if (!next) return;
      const target = targetOf(next);
      void reschedule(stay, { checkin: stay.checkin, checkout: stay.checkout, roomId: target.roomId }, target.type);
      return;
    }
    const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
    const mode = e.shiftKey ? 'resize' : 'move';
    if (!step || (mode === 'move' && bar.dataset['fixed'] === '1')) return;
    void reschedule(stay, placeAfterDrag(stay, { mode, days: step, roomId: stay.roomId }), stay.typeId);
  };

  // Before the browser paints the island's chart, the server's drawing goes: the chart stays where
  // it was, scrolled as the clerk left it.
  useLayoutEffect(() => {
    document.getElementById(props.drawnElement ?? '')?.remove();
    const { top, left } = props.scrolled.current;
    if (scroller.current && (top || left)) scroller.current.scrollTo({ top, left });
  }, [props.drawnElement, props.scrolled]);

  useEffect(() => {
    const id = focusAfter.current;
    if (id === null) return;
    const bar = body.current?.querySelector<HTMLElement>(`.cal-bar[href$="=${id}"]`);
    if (bar && document.activeElement !== bar && body.current?.contains(document.activeElement)) bar.focus();
  }, [rows]);

  const style = { '--days': days } as CSSProperties;
  return (
    <div className="cal" style={style} role="region" aria-label={t('calendar.region', { from: day(data.from), to: day(data.to) })}>
      {conflicts.length > 0 && (
        <p className="cal-conflicts" role="alert">
          {t('calendar.block.conflicts', {
            count: conflicts.length,
            list: formatList(
              conflicts.map((b) =>
                t('calendar.block.conflictItem', {
                  channel: b.channel,
                  type: typeName.get(b.typeId) ?? '',
                  checkin: day(b.checkin),
                  checkout: day(b.checkout),
                }),
              ),
              props.locale,
            ),
          })}
        </p>
      )}
      {/* Focusable: a window of days without a stay has no link, and the keyboard must still scroll it. */}
      <div className="cal-scroll" ref={scroller} tabIndex={0}>
        <div className="cal-head">
          <div className="cal-room cal-corner">{t('calendar.rooms')}</div>
          <div className="cal-lane cal-days">
            {data.columns.map((c, i) => (
              <div
                key={c.day}
                className={`cal-day${c.weekend ? ' cal-day--weekend' : ''}${i === todayAt ? ' cal-day--today' : ''}`}
                title={day(c.day)}
                aria-current={i === todayAt ? 'date' : undefined}
              >
                <span>{c.weekday}</span>
                <b>{c.dayOfMonth}</b>
                {c.month && <small>{c.month}</small>}
              </div>
            ))}
          </div>
        </div>
        <div className="cal-body" ref={body} onKeyDown={onKeyDown}>
          <div className="cal-cols" aria-hidden="true">
            {data.columns.map(
              (c, i) =>
                (c.weekend || i === todayAt) && (
                  <div key={c.day} className={i === todayAt ? 'cal-col cal-col--today' : 'cal-col'} style={{ '--s': i } as CSSProperties} />
                ),
            )}
          </div>
          {data.types.length === 0 && <p className="cal-empty">{t('calendar.empty')}</p>}
          {data.types.map((type) => (
            <div key={type.id} className="cal-type" role="group" aria-label={`${type.name} (${type.code})`}>
              <TypeHeader type={type} free={free.get(type.id) ?? []} columns={data.columns} t={t} day={day} />
              {type.rooms.map((room) => (
                <ChartRow
                  key={room.id}
                  rowKey={roomRowKey(room.id)}
                  typeId={type.id}
                  room={room}
                  label={t('calendar.room', { name: room.name })}
                  stays={rows.get(roomRowKey(room.id))}
                  from={data.from}
                  days={days}
                  t={t}
                  day={day}
                />
              ))}
              <ChartRow
                rowKey={unassignedRowKey(type.id)}
                typeId={type.id}
                room={null}
                label={t('calendar.unassignedOf', { type: type.name })}
                stays={rows.get(unassignedRowKey(type.id))}
                from={data.from}
                days={days}
                t={t}
                day={day}
              />
              {blocks.has(type.id) && <BlockRow type={type} blocks={blocks.get(type.id)!} from={data.from} days={days} t={t} day={day} />}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

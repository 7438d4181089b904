import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TRoomCalendarLinesDto } from '../../lib/domain/rooms-dto.ts';
import { writeStayLines, type StayLine } from '../../lib/domain/calendar-lines.ts';
import { messagesFor } from '../../lib/i18n/t.ts';
import { addDays, weekday } from '../../lib/domain/days.ts';
import { formatDay } from '../../lib/format.ts';
import TapeChart from './TapeChart.tsx';
import { decodeCalendar, encodeCalendar, freeUnits, groupByRow, type CalColumn } from './calendar-data.ts';
import { translator } from './calendar-i18n.ts';
import { firstScreenHtml, freeUnitsOf, scanStays, type FirstScreenInput } from './first-screen.ts';

const FROM = '2026-03-08';
const DAYS = 14;
const columns: CalColumn[] = Array.from({ length: DAYS }, (_, i) => {
  const day = addDays(FROM, i);
  return { day, weekday: `W${weekday(day)}`, dayOfMonth: String(Number(day.slice(8))), month: i === 0 ? 'mars' : null, weekend: [0, 6].includes(weekday(day)) };
});
const stay = (id: number, roomId: number | null, roomTypeId: number, checkin: string, checkout: string, status = 0, guestName = `Guest ${id}`): StayLine => ({
  id,
  number: `R-${id}`,
  guestName,
  checkin,
  checkout,
  status,
  roomId,
  roomTypeId,
});
// Two types: five doubles (one out of order) and two singles; stays in rooms, without a room
// (stacked), across the window's ends, with names to escape; an imported block and a conflict.
const dto: TRoomCalendarLinesDto = {
  from: FROM,
  to: addDays(FROM, DAYS - 1),
  today: '2026-03-10',
  roomTypes: [
    {
      roomTypeId: 10,
      code: 'DBL',
      name: 'Double "&" <suite>',
      rooms: [1, 2, 3, 4, 5].map((n) => ({ roomId: n, name: `10${n}`, housekeepingStatus: n === 3 ? ('OUT_OF_ORDER' as const) : ('CLEAN' as const) })),
    },
    {
      roomTypeId: 20,
      code: 'SGL',
      name: 'Single',
      rooms: [
        { roomId: 7, name: '201', housekeepingStatus: 'DIRTY' },
        { roomId: 6, name: '202', housekeepingStatus: 'INSPECTED' },
      ],
    },
  ],
  stays: writeStayLines(
    [
      stay(31, 7, 20, '2026-03-09', '2026-03-12', 0, `Zoé 'Z' <b>&amp;`),
      stay(11, 1, 10, '2026-03-01', '2026-03-09', 2),
      stay(12, 1, 10, '2026-03-09', '2026-03-11', 0),
      stay(13, 2, 10, '2026-03-07', '2026-03-09', 3),
      stay(14, 4, 10, '2026-03-20', '2026-04-02', 0),
      stay(15, null, 10, '2026-03-10', '2026-03-12', 0),
      stay(16, null, 10, '2026-03-11', '2026-03-13', 0),
      stay(32, null, 20, '2026-03-15', '2026-03-16', 0),
      stay(33, 6, 20, '2026-03-08', '2026-03-09', 3),
      stay(17, 5, 10, '2026-03-15', '2026-03-17', 2),
    ],
    FROM,
  ),
  blocks: [
    { blockId: 1, roomTypeId: 10, channelName: 'Airbnb', checkin: '2026-03-12', checkout: '2026-03-14', conflict: false },
    { blockId: 2, roomTypeId: 10, channelName: 'Vrbo', checkin: '2026-03-13', checkout: '2026-03-16', conflict: true },
  ],
};

describe('tape chart: the first screen the server draws', () => {
  for (const locale of ['en', 'fr'] as const) {
    const messages = messagesFor(locale, 'calendar.');
    const encoded = encodeCalendar(dto, columns);
    const data = decodeCalendar(encoded);
    const input: FirstScreenInput = { ...data, stays: dto.stays };
    const island = renderToStaticMarkup(<TapeChart data={encoded} messages={messages} locale={locale} />);
    const drawn = (rows?: number) => firstScreenHtml(input, translator(messages), (iso) => formatDay(iso, locale), locale, rows);

    it(`is the island's own markup when every row fits (${locale})`, () => {
      expect(drawn(100)).toBe(island);
      expect(island).toContain('Guest 16 · R-16');
    });

    it(`is the island's markup cut after its rows: in a type's rooms, after its blocks, in the next type (${locale})`, () => {
      // Each cut ends the open type, body, scroller and chart: what precedes is the island's markup word for word.
      for (const [rows, lastRow, nextRow] of [
        [3, 'data-row="r3"', 'data-row="r4"'],
        [7, 'cal-row--blocks', 'Single (SGL)'],
        [8, 'data-row="r7"', 'data-row="r6"'],
      ] as const) {
        const html = drawn(rows);
        const open = html.slice(0, -'</div></div></div></div>'.length);
        expect(island.startsWith(open), `${rows} rows`).toBe(true);
        expect(open).toContain(lastRow);
        expect(open).not.toContain(nextRow);
        expect(island.slice(open.length)).toMatch(/^(<\/div>)?<div class="cal-(row|type)/);
      }
    });

    it(`carries the bars of the rows drawn only (${locale})`, () => {
      const html = drawn(3);
      expect([...html.matchAll(/details\?id=(\d+)/g)].map((m) => Number(m[1]))).toEqual([11, 12, 13]);
      expect(drawn(8)).toContain('details?id=31"');
      expect(drawn(8)).not.toContain('details?id=33"');
    });
  }
});

describe('tape chart: the units left the server counts in one walk over the stays', () => {
  /** What the island counts from its rows (calendar-data.ts), and what the server counts from the text. */
  const both = (d: TRoomCalendarLinesDto, days: number) => {
    const data = decodeCalendar(encodeCalendar(d, columns.slice(0, days)));
    const island = freeUnits(data.types, groupByRow(data.stays), data.from, days, data.blocks);
    const scan = scanStays(d.stays, d.from, days, { rooms: new Set(), types: new Set() });
    return { island, server: freeUnitsOf(data.types, scan.taken, data.blocks, data.from, days) };
  };

  it('counts as the island does: stays in and out of rooms, across either end of the window, imported blocks but not conflicts', () => {
    const { island, server } = both(dto, DAYS);
    expect(server).toEqual(island);
    // Double, 5 units: the 8th holds 11 (in house) and 13 (departed); the 10th 12 and 15 (no room); the
    // 12th 16 and Airbnb's block; the 13th the block alone (Vrbo's conflict holds none).
    expect(server.get(10)!.slice(0, 6)).toEqual([3, 4, 3, 3, 3, 4]);
  });

  it('counts as the island does on random hotels, windows and stays (negative arrivals, long stays, no stays)', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let run = 0; run < 200; run++) {
      const days = 1 + random(DAYS);
      const types = Array.from({ length: 1 + random(3) }, (_, k) => ({
        roomTypeId: 100 + k,
        code: `T${k}`,
        name: `Type ${k}`,
        rooms: Array.from({ length: random(4) }, (_, r) => ({ roomId: k * 10 + r + 1, name: `${k}${r}`, housekeepingStatus: 'CLEAN' as const })),
      }));
      const stays = Array.from({ length: random(30) }, (_, i) => {
        const type = types[random(types.length)]!;
        const checkin = addDays(FROM, random(days + 10) - 8);
        const rooms = type.rooms.length;
        return stay(
          1000 + i,
          rooms && random(3) ? type.rooms[random(rooms)]!.roomId : null,
          type.roomTypeId,
          checkin,
          addDays(checkin, 1 + random(12)),
          random(4),
        );
      });
      const blocks = Array.from({ length: random(4) }, (_, i) => {
        const checkin = addDays(FROM, random(days + 6) - 4);
        return {
          blockId: i + 1,
          roomTypeId: types[random(types.length)]!.roomTypeId,
          channelName: 'X',
          checkin,
          checkout: addDays(checkin, 1 + random(5)),
          conflict: random(3) === 0,
        };
      });
      const d: TRoomCalendarLinesDto = { from: FROM, to: addDays(FROM, days - 1), today: FROM, roomTypes: types, stays: writeStayLines(stays, FROM), blocks };
      const { island, server } = both(d, days);
      expect(server, `run ${run}`).toEqual(island);
    }
  });

  it('makes stays of the lines of the rooms and the types asked only, as the island reads them', () => {
    const scan = scanStays(dto.stays, FROM, DAYS, { rooms: new Set([1, 7]), types: new Set([20]) });
    const island = decodeCalendar(encodeCalendar(dto, columns), dto.stays).stays;
    expect(scan.stays).toEqual(island.filter((s) => s.roomId === 1 || s.roomId === 7 || (s.roomId === null && s.typeId === 20)));
    expect(scan.stays.map((s) => s.id)).toEqual([31, 11, 12, 32]);
    expect(scan.stays[0]!.guest).toBe(`Zoé 'Z' <b>&amp;`);
    expect(scanStays('', FROM, DAYS, { rooms: new Set([1]), types: new Set() })).toEqual({ taken: new Map(), stays: [] });
  });
});

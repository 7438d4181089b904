import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TRoomCalendarLinesDto } from '../../lib/domain/rooms-dto.ts';
import { writeStayLines } from '../../lib/domain/calendar-lines.ts';
import { messagesFor } from '../../lib/i18n/t.ts';
import { addDays } from '../../lib/domain/days.ts';
import TapeChart from './TapeChart.tsx';
import { chartHtml, type ChartSource } from './chart-html.ts';
import { calTypes, decodeCalendar, encodeCalendar, readStaysOfTypes, type CalColumn } from './calendar-data.ts';

const dto: TRoomCalendarLinesDto = {
  from: '2026-03-28',
  to: '2026-04-03',
  today: '2026-03-30',
  roomTypes: [
    {
      roomTypeId: 10,
      code: 'DBL',
      name: `Double "vue" l'étang <i>`,
      rooms: [
        { roomId: 1, name: '101', housekeepingStatus: 'DIRTY' },
        { roomId: 2, name: '102 & co', housekeepingStatus: 'OUT_OF_ORDER' },
        { roomId: 3, name: '103', housekeepingStatus: 'INSPECTED' },
      ],
    },
    { roomTypeId: 11, code: 'STE', name: 'Suite', rooms: [{ roomId: 4, name: '201', housekeepingStatus: 'CLEAN' }] },
  ],
  stays: writeStayLines(
    [
      { id: 5, number: 'R-5', guestName: `Ana <b>& "O'Hara"`, checkin: '2026-03-26', checkout: '2026-03-29', status: 2, roomId: 1, roomTypeId: 10 },
      { id: 7, number: 'R-7', guestName: 'Old', checkin: '2026-03-28', checkout: '2026-03-29', status: 3, roomId: 3, roomTypeId: 10 },
      { id: 6, number: 'R-6', guestName: 'Bo', checkin: '2026-03-30', checkout: '2026-04-01', status: 0, roomId: null, roomTypeId: 10 },
      { id: 8, number: 'R-8', guestName: 'Cy', checkin: '2026-03-31', checkout: '2026-04-09', status: 0, roomId: null, roomTypeId: 10 },
      { id: 9, number: 'R-9', guestName: 'Dee', checkin: '2026-04-01', checkout: '2026-04-02', status: 0, roomId: 4, roomTypeId: 11 },
      { id: 4, number: 'R-4', guestName: 'Gone', checkin: '2026-03-20', checkout: '2026-03-22', status: 3, roomId: 4, roomTypeId: 11 },
    ],
    '2026-03-28',
  ),
};
const columns: CalColumn[] = Array.from({ length: 7 }, (_, i) => {
  const day = addDays(dto.from, i);
  return {
    day,
    weekday: `d<${i}>`,
    dayOfMonth: String(Number(day.slice(8))),
    month: i === 0 || day.endsWith('-01') ? `m'${day.slice(5, 7)}` : null,
    weekend: i === 0 || i === 1,
  };
});

const source = (d: TRoomCalendarLinesDto): ChartSource => ({ from: d.from, to: d.to, today: d.today, columns, types: calTypes(d.roomTypes), stays: d.stays });

/** React writes an apostrophe &#x27;, the strings &#39;: the same character. */
const same = (html: string) => html.replace(/&#x27;/g, '&#39;');

describe('the tape chart drawn by the server (chart-html.ts)', () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`is the markup the island renders first, in ${locale}, so nothing moves when the island takes its place`, () => {
      const messages = messagesFor(locale, 'calendar.');
      const island = renderToStaticMarkup(<TapeChart data={encodeCalendar(dto, columns)} messages={messages} />);
      const drawn = chartHtml(source(dto), messages);
      expect(drawn).toBe(same(island));
    });
  }

  it('draws each stay of the window as a link named by its guest and number, with every name escaped', () => {
    const html = chartHtml(source(dto), messagesFor('en', 'calendar.'));
    expect(html.match(/<a class="cal-bar/g)).toHaveLength(5);
    expect(html).not.toContain('id=4"');
    expect(html).toContain('>Ana &lt;b&gt;&amp; &quot;O&#39;Hara&quot; · R-5</a>');
    expect(html).toContain('aria-label="Double &quot;vue&quot; l&#39;étang &lt;i&gt; (DBL)"');
    expect(html).toContain('aria-label="Room 102 &amp; co" data-row="r2" data-type="10" data-room="2"');
    expect(html).toContain('<small>m&#39;04</small>');
    expect(html).not.toMatch(/<(b|i)>(?!\d)/);
  });

  it('says so when the hotel has no room types', () => {
    const html = chartHtml(source({ ...dto, roomTypes: [], stays: '' }), messagesFor('fr', 'calendar.'));
    const island = renderToStaticMarkup(
      <TapeChart data={encodeCalendar({ ...dto, roomTypes: [], stays: '' }, columns)} messages={messagesFor('fr', 'calendar.')} />,
    );
    expect(html).toContain('<p class="cal-empty">');
    expect(html).toBe(same(island));
  });

  it('draws the first rooms only when asked, as the start of the whole chart', () => {
    const messages = messagesFor('en', 'calendar.');
    const whole = chartHtml(source(dto), messages);
    const closing = '</div></div></div></div>';
    // Two rooms of the first type: its row without a room and the next type are left to the island.
    const two = chartHtml(source(dto), messages, 2);
    expect(two.endsWith(closing)).toBe(true);
    expect(whole.startsWith(two.slice(0, -closing.length))).toBe(true);
    expect(two).toContain('data-row="r2"');
    expect(two).not.toContain('data-row="r3"');
    expect(two).not.toContain('data-row="u10"');
    expect(two).not.toContain('(STE)');
    // The type's units left still count the stays of its rooms not drawn (R-7 in 103 on the 28th) and without a room.
    expect(two).toContain('title="1 of Double &quot;vue&quot; l&#39;étang &lt;i&gt; left on 2026-03-28">1</span>');
    // The first type whole with its row without a room: the same as the whole chart up to the next type.
    const first = chartHtml(source(dto), messages, 3);
    expect(first).toContain('data-row="u10"');
    expect(whole.startsWith(first.slice(0, -'</div></div></div>'.length))).toBe(true);
    expect(first).not.toContain('(STE)');
    expect(chartHtml(source(dto), messages, 5)).toBe(whole);
  });

  it('reads the stays of the types asked, as the island reads them all', () => {
    const all = decodeCalendar(encodeCalendar({ ...dto, stays: '' }, columns), dto.stays).stays;
    expect(readStaysOfTypes(dto.stays, dto.from)).toEqual(all);
    expect(readStaysOfTypes(dto.stays, dto.from, new Set([11]))).toEqual(all.filter((s) => s.typeId === 11));
    expect(readStaysOfTypes(dto.stays, dto.from, new Set([10])).map((s) => s.id)).toEqual([5, 7, 6, 8]);
    expect(readStaysOfTypes('', dto.from, new Set([10]))).toEqual([]);
    expect(readStaysOfTypes('1\t0\t2', dto.from, new Set([10]))).toEqual([]);
  });
});

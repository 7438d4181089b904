import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { TRoomCalendarLinesDto } from '../../lib/domain/rooms-dto.ts';
import { writeStayLines } from '../../lib/domain/calendar-lines.ts';
import { messagesFor } from '../../lib/i18n/t.ts';
import TapeChart from './TapeChart.tsx';
import { escapeHtml } from './bars-html.ts';
import { encodeCalendar, type CalColumn } from './calendar-data.ts';
import { addDays } from '../../lib/domain/days.ts';

const dto: TRoomCalendarLinesDto = {
  from: '2026-03-08',
  to: '2026-03-14',
  today: '2026-03-10',
  roomTypes: [
    {
      roomTypeId: 10,
      code: 'DBL',
      name: 'Double',
      rooms: [
        { roomId: 1, name: '101', housekeepingStatus: 'DIRTY' },
        { roomId: 2, name: '102', housekeepingStatus: 'CLEAN' },
      ],
    },
  ],
  stays: writeStayLines(
    [
      { id: 5, number: 'R-5', guestName: 'Ana <b>&', checkin: '2026-03-06', checkout: '2026-03-09', status: 2, roomId: 1, roomTypeId: 10 },
      { id: 7, number: 'R-7', guestName: 'Old', checkin: '2026-03-08', checkout: '2026-03-09', status: 3, roomId: 2, roomTypeId: 10 },
      { id: 6, number: 'R-6', guestName: 'Bo', checkin: '2026-03-10', checkout: '2026-03-12', status: 0, roomId: null, roomTypeId: 10 },
      { id: 8, number: 'R-8', guestName: 'Cy', checkin: '2026-03-11', checkout: '2026-03-20', status: 0, roomId: null, roomTypeId: 10 },
    ],
    '2026-03-08',
  ),
  blocks: [
    { blockId: 1, roomTypeId: 10, channelName: 'Airbnb <x>', checkin: '2026-03-12', checkout: '2026-03-14', conflict: false },
    { blockId: 2, roomTypeId: 10, channelName: 'Vrbo', checkin: '2026-03-13', checkout: '2026-03-16', conflict: true },
  ],
};
const columns: CalColumn[] = Array.from({ length: 7 }, (_, i) => ({
  day: addDays(dto.from, i),
  weekday: 'D',
  dayOfMonth: String(8 + i),
  month: null,
  weekend: i === 6,
}));

describe('tape chart (server render)', () => {
  const html = renderToString(<TapeChart data={encodeCalendar(dto, columns)} messages={messagesFor('fr', 'calendar.')} locale="fr" />);

  it('draws each stay as one link to its details, placed on its nights, with the room states in French', () => {
    expect(html).toContain('aria-label="Chambre 101"');
    expect(html).toContain('>Sale</span>');
    expect(html).toContain('href="/front-desk/details?id=5"');
    expect(html).toContain('Ana &lt;b&gt;&amp; · R-5</a>');
    expect(html).toMatch(/cal-bar cal-bar--s2 cal-bar--cut-start" href="\/front-desk\/details\?id=5" data-fixed="1" title="[^"]*" style="--s:0;--n:1;/);
    // Departed stays cannot be dragged; stays without a room stack on two lanes of their row.
    expect(html).toMatch(/cal-bar--s3" href="\/front-desk\/details\?id=7" data-locked="1"/);
    expect(html).toMatch(/id=8" title="[^"]*" style="--s:3;--n:4;top:30px"/);
    expect(html).toContain('aria-label="Double : non attribuées"');
  });

  it('marks today, shades weekends and counts the units left each day', () => {
    expect(html).toContain('cal-day cal-day--today" title="10/03/2026" aria-current="date"');
    expect(html).toContain('cal-day cal-day--weekend" title="14/03/2026"');
    // Two rooms: 08 holds 101 (in house) and 102 (departed); 11 holds Bo and Cy; Airbnb holds one on
    // the 12th and 13th; Vrbo's conflict holds none.
    const free = [...html.slice(html.indexOf('cal-lane cal-free')).matchAll(/title="[^"]*">(-?\d+)<\/span>/g)].map((m) => Number(m[1]));
    expect(free).toEqual([0, 2, 1, 0, 0, 0, 1]);
  });

  it('writes the bars’ dates as the reader’s language does', () => {
    expect(html).toMatch(/id=6" title="Du 10\/03\/2026 au 12\/03\/2026, Prévu"/);
    expect(html).not.toMatch(/title="[^"]*2026-03-/);
  });

  it('shows the units imported calendars hold as “Bloqué par <channel>”, and a conflict to the desk', () => {
    expect(html).toContain('aria-label="Double : unités bloquées par les calendriers des canaux"');
    expect(html).toMatch(
      /<span class="cal-block" title="Bloqué par Airbnb &lt;x&gt; du 12\/03\/2026 au 14\/03\/2026[^"]*" style="--s:4;--n:2;top:4px">Bloqué par Airbnb &lt;x&gt;<\/span>/,
    );
    expect(html).toMatch(
      /<span class="cal-block cal-block--conflict cal-bar--cut-end" title="Vrbo a réservé du 13\/03\/2026 au 16\/03\/2026[^"]*" style="--s:5;--n:2;top:30px">Conflit : Vrbo<\/span>/,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('1 réservation de canal n’a trouvé aucune unité libre (rien n’a été surréservé) : Vrbo, Double, du 13/03/2026 au 16/03/2026.');
  });

  it('escapes what it writes as HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  });
});

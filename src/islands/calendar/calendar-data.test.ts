import { describe, expect, it } from 'vitest';
import type { TRoomCalendarLinesDto } from '../../lib/domain/rooms-dto.ts';
import { writeStayLines } from '../../lib/domain/calendar-lines.ts';
import { barSpan, decodeCalendar, encodeCalendar, freeUnits, groupByRow, packLanes, placeAfterDrag, type CalStay } from './calendar-data.ts';
import { addDays, daysBetween, weekday } from '../../lib/domain/days.ts';

const stay = (id: number, checkin: string, checkout: string, roomId: number | null = 1, status = 0): CalStay => ({
  id,
  number: `R-${id}`,
  guest: 'Ana',
  checkin,
  checkout,
  status,
  roomId,
  typeId: 10,
});

describe('tape chart days', () => {
  it('counts and adds days across months, years and summer time', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(weekday('2026-03-14')).toBe(6);
  });
});

describe('tape chart data', () => {
  it('round-trips the calendar through its data block, the stays as lines (names with tabs, quotes and a line break)', () => {
    const dto: TRoomCalendarLinesDto = {
      from: '2026-03-08',
      to: '2026-03-10',
      today: '2026-03-10',
      roomTypes: [{ roomTypeId: 10, code: 'DBL', name: 'Double', rooms: [{ roomId: 1, name: '101', housekeepingStatus: 'DIRTY' }] }],
      stays: writeStayLines(
        [
          { id: 5, number: 'R-5', guestName: 'Ana\t"Zé" <b>', checkin: '2026-03-07', checkout: '2026-03-09', status: 2, roomId: 1, roomTypeId: 10 },
          { id: 6, number: 'R\t6', guestName: 'Bo\nBu', checkin: '2026-03-09', checkout: '2026-03-11', status: 0, roomId: null, roomTypeId: 10 },
        ],
        '2026-03-08',
      ),
      blocks: [{ blockId: 3, roomTypeId: 10, channelName: 'Airbnb "A"', checkin: '2026-03-09', checkout: '2026-03-12', conflict: true }],
    };
    const data = decodeCalendar(encodeCalendar(dto, []));
    expect(data.blocks).toEqual([{ id: 3, typeId: 10, channel: 'Airbnb "A"', checkin: '2026-03-09', checkout: '2026-03-12', conflict: true }]);
    expect(data.types).toEqual([{ id: 10, code: 'DBL', name: 'Double', rooms: [{ id: 1, name: '101', hk: 'DIRTY' }] }]);
    expect(data.stays).toEqual([
      { id: 5, number: 'R-5', guest: 'Ana\t"Zé" <b>', checkin: '2026-03-07', checkout: '2026-03-09', status: 2, roomId: 1, typeId: 10 },
      { id: 6, number: 'R 6', guest: 'Bo Bu', checkin: '2026-03-09', checkout: '2026-03-11', status: 0, roomId: null, typeId: 10 },
    ]);
    expect([...groupByRow(data.stays).keys()]).toEqual(['r1', 'u10']);
    expect(decodeCalendar(encodeCalendar({ ...dto, stays: '' }, [])).stays).toEqual([]);
    // The page sends the lines apart from the JSON (a <template>'s text): the same stays come back.
    expect(decodeCalendar(encodeCalendar({ ...dto, stays: '' }, []), dto.stays)).toEqual(data);
  });

  it('places a bar on its nights, cut at the window', () => {
    expect(barSpan(stay(1, '2026-03-09', '2026-03-11'), '2026-03-08', 7)).toEqual({ start: 1, span: 2, cutStart: false, cutEnd: false });
    expect(barSpan(stay(1, '2026-03-05', '2026-03-20'), '2026-03-08', 7)).toEqual({ start: 0, span: 7, cutStart: true, cutEnd: true });
    expect(barSpan(stay(1, '2026-03-01', '2026-03-08'), '2026-03-08', 7)).toBeNull();
  });

  it('stacks overlapping stays on lanes and reuses a lane once it is free', () => {
    const { lanes, count } = packLanes([stay(1, '2026-03-01', '2026-03-04'), stay(2, '2026-03-02', '2026-03-03'), stay(3, '2026-03-04', '2026-03-05')]);
    expect([lanes.get(1), lanes.get(2), lanes.get(3), count]).toEqual([0, 1, 0, 2]);
    expect(packLanes([]).count).toBe(1);
  });

  it('counts the units of a type left each day', () => {
    const rows = groupByRow([stay(1, '2026-03-08', '2026-03-10'), stay(2, '2026-03-09', '2026-03-12', null)]);
    const free = freeUnits(
      [
        {
          id: 10,
          code: 'DBL',
          name: 'Double',
          rooms: [
            { id: 1, name: '101', hk: 'CLEAN' },
            { id: 2, name: '102', hk: 'CLEAN' },
          ],
        },
      ],
      rows,
      '2026-03-08',
      4,
    );
    expect(free.get(10)).toEqual([1, 0, 1, 1]);
  });

  it('turns a drag into new dates and a room; a stretch keeps at least one night', () => {
    const s = stay(1, '2026-03-09', '2026-03-12');
    expect(placeAfterDrag(s, { mode: 'move', days: 2, roomId: 7 })).toEqual({ checkin: '2026-03-11', checkout: '2026-03-14', roomId: 7 });
    expect(placeAfterDrag(s, { mode: 'resize', days: 3, roomId: 7 })).toEqual({ checkin: '2026-03-09', checkout: '2026-03-15', roomId: 1 });
    expect(placeAfterDrag(s, { mode: 'resize', days: -9, roomId: null })).toEqual({ checkin: '2026-03-09', checkout: '2026-03-10', roomId: 1 });
  });
});

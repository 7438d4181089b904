import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import {
  aPerson,
  aRoom,
  aRoomType,
  aSegment,
  aStay,
  aUser,
  FIXTURE,
  RESERVATION_STATUS,
  type CustomerHandle,
  type RoomHandle,
  type RoomTypeHandle,
  type StayBuilder,
  type StayHandle,
} from './helpers/builders/index.ts';

const DAY = '2026-03-10';
const HEADER =
  'Section,Booking number,Room,Room type,Guest,Customer,Arrival,Departure,Nights,Adults,Children,Status,Price,Price of the night,Currency,Segment,Channel,Reservation id';
const SECTION: Record<string, string> = { Arrival: 'arrival', 'In house': 'in_house', Departure: 'departure', Cancellation: 'cancelled', 'No-show': 'no_show' };
/** 'arrival:12' from a CSV line: the section and the reservation id (the last column). */
const key = (line: string) => `${SECTION[line.split(',')[0]!]}:${line.split(',').at(-1)}`;

type Name =
  | 'arriving'
  | 'arrived'
  | 'staying'
  | 'dueOut'
  | 'gone'
  | 'cancelledToday'
  | 'cancelledYesterday'
  | 'noShow'
  | 'tomorrow'
  | 'paris'
  | 'parisCancelledOn10'
  | 'parisCancelledOn11';
const stays = {} as Record<Name, StayHandle>;
/** 'arrival:12': a stay's line in a section, as key() reads it. */
const at = (section: string, name: Name) => `${section}:${stays[name].reservationId}`;

describeApi('daily report export', (api) => {
  const report = (query: Record<string, string | number>, user = 'clerk1') => api().as(user).get<string>('/pms/reservations/dailyreport/export', query);
  const ids = async (query: Record<string, string | number>, user = 'clerk1') => {
    const res = await report(query, user);
    expect(res.status, String(res.body)).toBe(200);
    return res.body.trim().split('\r\n').slice(1).map(key);
  };

  beforeAll(async () => {
    const a = api();
    await a.database.exec(`update hotels set timezone = 'Europe/Paris' where group_id = 2`);
    const nour = await aPerson(a).named('Nour', 'Alaoui').create();
    const marie = await aPerson(a).forHotel(FIXTURE.hotel2).named('Marie', 'Curie').create();
    const direct = await aSegment(a).coded('DIR', 'Direct').create();
    const double = await aRoomType(a).coded('DR-DBL', 'Double').create();
    const parisDouble = await aRoomType(a).forHotel(FIXTURE.hotel2).coded('DR-DBL', 'Double').create();
    const room = async (type: RoomTypeHandle, name: string): Promise<RoomHandle> => aRoom(a).ofType(type).named(name).create();
    const [r101, r102, r103, r104, r201, paris101] = [
      await room(double, '101'),
      await room(double, '102'),
      await room(double, '103'),
      await room(double, '104'),
      await room(double, '201'),
      await room(parisDouble, '101'),
    ];
    await aUser(a, 'dr-partner').named('Partner').partnerOf(nour).create();
    const stay = (guest: string, customer: CustomerHandle = nour, type: RoomTypeHandle = double): StayBuilder =>
      aStay(a).numbered('DR').forCustomer(customer).ofType(type).guest(guest);
    stays.arriving = await stay('Arriving Guest').inRoom(r101).dates(DAY, '2026-03-12').withNightPrice(100000).guests(2, '4').inSegment(direct).create();
    stays.arrived = await stay('Arrived Guest').inRoom(r102).dates(DAY, '2026-03-11').inHouse().withNightPrice(90000).create();
    stays.staying = await stay('Staying Guest').inRoom(r103).dates('2026-03-08', '2026-03-12').inHouse().withNightPrice(50000).create();
    stays.dueOut = await stay('Due Out Guest').inRoom(r201).dates('2026-03-07', DAY).inHouse().create();
    stays.gone = await stay('Gone Guest').inRoom(r104).dates('2026-03-09', DAY).checkedOut().create();
    stays.cancelledToday = await stay('Cancelled Today').dates('2026-03-20', '2026-03-21').cancelled({ at: '2026-03-10T09:00:00Z' }).create();
    stays.cancelledYesterday = await stay('Cancelled Yesterday').dates('2026-03-20', '2026-03-21').cancelled({ at: '2026-03-09T09:00:00Z' }).create();
    stays.noShow = await stay('No Show').dates(DAY, '2026-03-11').noShow().create();
    stays.tomorrow = await stay('Tomorrow Guest').dates('2026-03-11', '2026-03-12').create();
    // Hotel 2 (Paris, UTC+1): cancelled at 00:30 local on the 10th, and at 00:30 local on the 11th.
    stays.paris = await stay('Paris Guest', marie, parisDouble).inRoom(paris101).dates(DAY, '2026-03-11').create();
    stays.parisCancelledOn10 = await stay('Paris Cancelled 10', marie, parisDouble)
      .dates('2026-04-01', '2026-04-02')
      .cancelled({ at: '2026-03-09T23:30:00Z' })
      .create();
    stays.parisCancelledOn11 = await stay('Paris Cancelled 11', marie, parisDouble)
      .dates('2026-04-01', '2026-04-02')
      .cancelled({ at: '2026-03-10T23:30:00Z' })
      .create();
  });

  it('lists every section of the day by default, in room order, with the stay and the night price', async () => {
    const res = await report({ closingdate: DAY });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="daily-report-2026-03-10.csv"');
    expect(res.headers.get('x-total-count')).toBe('8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1).map(key)).toEqual([
      at('arrival', 'arriving'),
      at('arrival', 'arrived'),
      at('in_house', 'arrived'),
      at('in_house', 'staying'),
      at('departure', 'gone'),
      at('departure', 'dueOut'),
      at('cancelled', 'cancelledToday'),
      at('no_show', 'noShow'),
    ]);
    const { arriving, staying, dueOut } = stays;
    expect(lines[1]).toBe(
      `Arrival,${arriving.number},101,DR-DBL,Arriving Guest,Nour Alaoui,2026-03-10,2026-03-12,2,2,1,Expected,2000.00,1000.00,MAD,Direct,15,${arriving.reservationId}`,
    );
    expect(lines[4]).toBe(
      `In house,${staying.number},103,DR-DBL,Staying Guest,Nour Alaoui,2026-03-08,2026-03-12,4,1,0,In house,2000.00,500.00,MAD,,15,${staying.reservationId}`,
    );
    expect(lines[6]).toBe(
      `Departure,${dueOut.number},201,DR-DBL,Due Out Guest,Nour Alaoui,2026-03-07,2026-03-10,3,1,0,In house,300.00,,MAD,,15,${dueOut.reservationId}`,
    );
    expect(await ids({ closingdate: DAY, status: 'All' })).toHaveLength(8);
  });

  it('gives one section per status code', async () => {
    const S = RESERVATION_STATUS;
    expect(await ids({ closingdate: DAY, status: S.EXPECTED })).toEqual([at('arrival', 'arriving'), at('arrival', 'arrived')]);
    expect(await ids({ closingdate: DAY, status: S.IN_HOUSE })).toEqual([at('in_house', 'arrived'), at('in_house', 'staying')]);
    expect(await ids({ closingdate: DAY, status: S.DEPARTED })).toEqual([at('departure', 'gone'), at('departure', 'dueOut')]);
    expect(await ids({ closingdate: DAY, status: S.CANCELLED })).toEqual([at('cancelled', 'cancelledToday')]);
    expect(await ids({ closingdate: DAY, status: S.NO_SHOW })).toEqual([at('no_show', 'noShow')]);
    expect(await ids({ closingdate: '2026-03-11', status: S.EXPECTED })).toEqual([at('arrival', 'tomorrow')]);
    expect(await ids({ closingdate: '2026-01-01' })).toEqual([]);
  });

  it("takes the hotel's own day for cancellations, and only the hotel's stays", async () => {
    expect(await ids({ closingdate: DAY }, 'clerk2')).toEqual([at('arrival', 'paris'), at('cancelled', 'parisCancelledOn10')]);
    expect(await ids({ closingdate: '2026-03-11', status: RESERVATION_STATUS.CANCELLED }, 'clerk2')).toEqual([at('cancelled', 'parisCancelledOn11')]);
    expect(await ids({ closingdate: DAY, group: 2 }, 'admin')).toEqual([at('arrival', 'paris'), at('cancelled', 'parisCancelledOn10')]);
  });

  it('exports an .xlsx workbook', async () => {
    const res = await report({ closingdate: DAY, status: RESERVATION_STATUS.IN_HOUSE, format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="daily-report-2026-03-10.xlsx"');
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.body.startsWith('PK')).toBe(true);
  });

  it('refuses bad days, statuses and formats, other hotels and partners', async () => {
    const cases: [string, Record<string, string | number>, number, string?][] = [
      ['clerk1', {}, 400, 'closingdate'],
      ['clerk1', { closingdate: '10/03/2026' }, 400, 'closingdate'],
      ['clerk1', { closingdate: '2026-02-30' }, 400, 'closingdate'],
      ['clerk1', { closingdate: DAY, status: 1 }, 400, 'status'], // 1: no stay status
      ['clerk1', { closingdate: DAY, status: 'arrivals' }, 400, 'status'],
      ['clerk1', { closingdate: DAY, format: 'pdf' }, 400, 'format'],
      ['admin', { closingdate: DAY, group: -1 }, 400, 'group'],
      ['clerk1', { closingdate: DAY, group: 2 }, 403],
      ['clerk2', { closingdate: DAY, group: 1 }, 403],
      ['dr-partner', { closingdate: DAY }, 403],
    ];
    for (const [user, query, status, field] of cases) {
      const res = await api().as(user).get<{ field?: string; message: string }>('/pms/reservations/dailyreport/export', query);
      expect({ user, query, status: res.status }).toEqual({ user, query, status });
      expect(res.body.message).toBeTruthy();
      if (field) expect(res.body.field).toBe(field);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { BookingError, dayOf, isoOf, nightsOf, toBooking } from './booking.ts';
import { parseCsvLine, type CsvRow } from './csv.ts';

const HEADER =
  'hotel,is_canceled,lead_time,arrival_date_year,arrival_date_month,arrival_date_week_number,arrival_date_day_of_month,stays_in_weekend_nights,stays_in_week_nights,adults,children,babies,meal,country,market_segment,distribution_channel,is_repeated_guest,previous_cancellations,previous_bookings_not_canceled,reserved_room_type,assigned_room_type,booking_changes,deposit_type,agent,company,days_in_waiting_list,customer_type,adr,required_car_parking_spaces,total_of_special_requests,reservation_status,reservation_status_date';

function row(line: string): CsvRow {
  const index = new Map(HEADER.split(',').map((c, i) => [c, i]));
  const fields = parseCsvLine(line);
  return { line: 1, width: fields.length, get: (c) => (index.has(c) ? fields[index.get(c)!] : undefined), text: () => fields.join('\u001f') };
}

describe('toBooking', () => {
  it('reads a row of the dataset', () => {
    const b = toBooking(
      row('Resort Hotel,0,7,2015,July,27,1,1,2,1,NA,0,BB,GBR,Direct,Direct,0,0,0,A,C,0,No Deposit,NULL,NULL,0,Transient,75.5,0,0,Check-Out,2015-07-04'),
    );
    expect(isoOf(b.arrival)).toBe('2015-07-01');
    expect(b.nights).toBe(3);
    expect(b.roomType).toBe('C');
    expect(b.country).toBe('GB');
    expect(b.children).toBe(0);
    expect(b.adrCents).toBe(7550);
    expect(b.agent).toBeNull();
    expect(isoOf(b.statusDay)).toBe('2015-07-04');
  });
  it('rounds the rate to cents from its digits, half up, never through a float product', () => {
    const adr = (v: string) =>
      toBooking(row(`City Hotel,0,0,2017,March,10,9,0,1,2,0,0,BB,PRT,Direct,Direct,0,0,0,A,A,0,No Deposit,9,40,0,Transient,${v},0,0,Check-Out,2017-03-10`))
        .adrCents;
    // Math.round(1.005 * 100) = 100 and Math.round(4.015 * 100) = 401.
    expect([adr('1.005'), adr('4.015'), adr('107.4166666666667'), adr('0.125'), adr('99.994999999999')]).toEqual([101, 402, 10742, 13, 9999]);
  });
  it('never gives a negative rate, and says when it set one to 0', () => {
    const b = toBooking(
      row('City Hotel,0,0,2017,March,10,9,0,1,2,0,0,BB,PRT,Direct,Direct,0,0,0,A,A,0,No Deposit,9,40,0,Transient,-6.38,0,0,Check-Out,2017-03-10'),
    );
    expect([b.adrCents, b.negativeRate]).toEqual([0, true]);
  });
  it('keeps the reserved room type beside the assigned one, and a digest of the row for exact repeats', () => {
    const line = 'Resort Hotel,0,7,2015,July,27,1,1,2,1,NA,0,BB,GBR,Direct,Direct,0,0,0,A,C,0,No Deposit,NULL,NULL,0,Transient,75.5,0,0,Check-Out,2015-07-04';
    const b = toBooking(row(line));
    expect([b.reservedRoomType, b.roomType, b.negativeRate]).toEqual(['A', 'C', false]);
    expect(toBooking(row(line)).rowKey).toBe(b.rowKey);
    expect(toBooking(row(line.replace('75.5', '75.6'))).rowKey).not.toBe(b.rowKey);
  });
});

/** Why toBooking refused the row: its key of the error catalogue, its params and its English message. */
function reason(line: string): { key: string; params: unknown; message: string } {
  try {
    toBooking(row(line));
  } catch (err) {
    expect(err).toBeInstanceOf(BookingError);
    const e = err as BookingError;
    return { key: e.text.key, params: e.text.params, message: e.message };
  }
  throw new Error('the row was read, not refused');
}

describe('a row refused names its reason as a key of the error catalogue, with its values', () => {
  const good = 'City Hotel,0,12,2016,August,27,3,2,0,2,0,0,BB,PRT,Online TA,TA/TO,0,0,0,A,A,0,No Deposit,9,NULL,0,Transient,140,0,0,Check-Out,2016-08-05';
  it('a number column that is empty, not a number or out of its range', () => {
    expect(reason(good.replace(',2016,', ',NULL,'))).toMatchObject({ key: 'errors.historyImport.row.missing', params: { column: 'arrival_date_year' } });
    expect(reason(good.replace(',0,2,0,0,', ',0,two,0,0,'))).toEqual({
      key: 'errors.historyImport.row.notNumber',
      params: { column: 'adults', value: 'two' },
      message: "line 1: column 'adults' is 'two', not a number",
    });
    expect(reason(good.replace(',140,', ',150000,'))).toMatchObject({
      key: 'errors.historyImport.row.outOfRange',
      params: { column: 'adr', value: 150_000, min: -100_000, max: 100_000 },
    });
  });
  it('an unknown month or status, a malformed date, a long text', () => {
    expect(reason(good.replace('August', 'Augustus'))).toMatchObject({
      key: 'errors.historyImport.row.month',
      params: { value: 'Augustus' },
      message: "line 1: unknown arrival_date_month 'Augustus'",
    });
    expect(reason(good.replace('Check-Out', 'Checked'))).toMatchObject({ key: 'errors.historyImport.row.status', params: { value: 'Checked' } });
    expect(reason(good.replace('2016-08-05', '05/08/2016'))).toMatchObject({ key: 'errors.historyImport.row.date', params: { value: '05/08/2016' } });
    expect(reason(good.replace('Transient', 'T'.repeat(120)))).toMatchObject({
      key: 'errors.historyImport.row.tooLong',
      params: { column: 'customer_type', length: 120, max: 100 },
    });
    expect(reason(good.replace('City Hotel', ''))).toMatchObject({ key: 'errors.historyImport.row.hotelName', params: { max: 100 } });
  });
});

describe('dates and nights', () => {
  it('round-trips ISO days', () => {
    expect(isoOf(dayOf('2016-02-29'))).toBe('2016-02-29');
  });
  it('keeps a day use at 0 nights', () => {
    expect(nightsOf(0, 0)).toBe(0);
    expect(nightsOf(2, 5)).toBe(7);
  });
});

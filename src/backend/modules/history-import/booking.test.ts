import { describe, expect, it } from 'vitest';
import { dayOf, isoOf, nightsOf, toBooking } from './booking.ts';
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

describe('dates and nights', () => {
  it('round-trips ISO days', () => {
    expect(isoOf(dayOf('2016-02-29'))).toBe('2016-02-29');
  });
  it('keeps a day use at 0 nights', () => {
    expect(nightsOf(0, 0)).toBe(0);
    expect(nightsOf(2, 5)).toBe(7);
  });
});

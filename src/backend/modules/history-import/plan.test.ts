import { describe, expect, it } from 'vitest';
import { channelSql, hotelOrder, segmentChannels } from './plan.ts';

describe('the plan of an import', () => {
  it("writes the dataset's two hotels first, then the others by name", () => {
    expect(hotelOrder(['Solar Azul', 'Resort Hotel', 'Casa Velha', 'City Hotel'])).toEqual(['City Hotel', 'Resort Hotel', 'Casa Velha', 'Solar Azul']);
  });

  it('gives a segment the channel most of its bookings came through, the first seen on a tie, segments by name', () => {
    expect(
      segmentChannels([
        { segment: 'Online TA', distribution: 'TA/TO', n: 10, first: 3 },
        { segment: 'Online TA', distribution: 'Direct', n: 4, first: 0 },
        { segment: 'Direct', distribution: 'Direct', n: 2, first: 5 },
        { segment: 'Direct', distribution: 'Corporate', n: 2, first: 1 },
        // Two spellings of no known channel are one channel (19): 3 + 2 beat GDS's 4.
        { segment: 'Aviation', distribution: 'Undefined', n: 3, first: 9 },
        { segment: 'Aviation', distribution: 'Fax', n: 2, first: 7 },
        { segment: 'Aviation', distribution: 'GDS', n: 4, first: 8 },
      ]),
    ).toEqual([
      { name: 'Aviation', channel: 19 },
      { name: 'Direct', channel: 16 },
      { name: 'Online TA', channel: 17 },
    ]);
  });

  it('maps distribution channels in SQL as in JavaScript, quoting the names', () => {
    expect(channelSql('r.distribution')).toBe(
      "(case r.distribution when 'Direct' then 15 when 'Corporate' then 16 when 'TA/TO' then 17 when 'GDS' then 18 when 'Undefined' then 19 else 19 end)",
    );
  });
});

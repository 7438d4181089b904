import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import BarChartSvg from '../islands/dashboard/BarChartSvg.tsx';
import ReservationsGrid from '../islands/front-desk/ReservationsGrid.tsx';
import { reservationsEn } from '../lib/i18n/reservations.en.ts';
import type { TReservationRowDto } from '../lib/domain/reservations-dto.ts';
import { renderMemo } from './server-react-memo.ts';

const props = (n: number) => ({
  width: 420,
  height: 240,
  title: 'Week',
  desc: 'Check-ins',
  series: [{ label: 'In', color: '#15803d' }],
  data: Array.from({ length: 7 }, (_, i) => ({ label: `D${i}`, title: `Day ${i}`, values: [i * n] })),
});

describe('renderMemo', () => {
  it('draws what React draws, and the same props give the kept drawing', () => {
    const a = renderMemo(BarChartSvg, props(1));
    expect(a).toBe(renderToString(createElement(BarChartSvg, props(1))));
    expect(renderMemo(BarChartSvg, props(1))).toBe(a);
  });

  it('other figures draw another chart', () => {
    expect(renderMemo(BarChartSvg, props(2))).not.toBe(renderMemo(BarChartSvg, props(1)));
  });

  it('refuses props that are not plain data', () => {
    expect(() => renderMemo(BarChartSvg, { ...props(1), onClick: () => 1 })).toThrow('a memoized server component takes plain data props only');
  });
});

describe('renderMemo of the reservations grid', () => {
  const row = (status: number): TReservationRowDto => ({
    id: 7,
    itemId: 8,
    orderId: 9,
    number: 'R-0007',
    boNumber: null,
    guestName: 'Leroy Anne',
    customerId: 1,
    customerName: 'Direct',
    partnerId: null,
    partnerName: null,
    segmentId: null,
    segment: null,
    roomTypeId: 2,
    roomTypeCode: 'DBL',
    roomId: 3,
    roomName: '101',
    numberOfNights: 2,
    checkin: '2026-11-27',
    checkout: '2026-11-29',
    created: '2026-11-01T10:00:00Z',
    cancelled: null,
    status,
    priceMinor: 120000,
    currency: 'MAD',
    invoiced: false,
  });
  const grid = (status: number) => ({
    locale: 'en',
    messages: reservationsEn,
    rows: [row(status)],
    total: 1,
    page: 0,
    size: 20,
    sort: 'checkin',
    dir: 'desc',
    query: {},
  });

  it('a page of the list is drawn as React draws it, and a changed stay draws again', () => {
    const confirmed = renderMemo(ReservationsGrid, grid(2));
    expect(confirmed).toBe(renderToString(createElement(ReservationsGrid, grid(2) as Parameters<typeof ReservationsGrid>[0])));
    expect(renderMemo(ReservationsGrid, grid(2))).toBe(confirmed);
    const checkedIn = renderMemo(ReservationsGrid, grid(3));
    expect(checkedIn).not.toBe(confirmed);
    expect(checkedIn).toBe(renderToString(createElement(ReservationsGrid, grid(3) as Parameters<typeof ReservationsGrid>[0])));
  });
});

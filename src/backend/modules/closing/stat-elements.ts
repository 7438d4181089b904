import type { TKpisDto, TStatElementDto } from '../../../lib/domain/closing-dto.ts';
import type { DayFigures } from './day-figures.ts';

/**
 * A closed day's statistics elements (front-office.md §3): elements sharing a number are one row
 * whose columns are the element names. Row 1: the rooms; 2: revenue by department; 3: payments by
 * method; 4: the exchange desk's cash paid out (hotel currency). Values are whole numbers (money in minor units, occupancy in basis points).
 */
export type StatElement = TStatElementDto;

export type Kpis = TKpisDto;

/** Occupancy = rooms sold / rooms available; ADR = room revenue / rooms sold; RevPAR = room revenue / rooms available. */
export function kpisOf(f: { roomsSold: number; roomsAvailable: number; roomRevenueMinor: number }): Kpis {
  return {
    occupancyBp: f.roomsAvailable ? Math.round((f.roomsSold * 10_000) / f.roomsAvailable) : 0,
    adrMinor: f.roomsSold ? Math.round(f.roomRevenueMinor / f.roomsSold) : 0,
    revparMinor: f.roomsAvailable ? Math.round(f.roomRevenueMinor / f.roomsAvailable) : 0,
  };
}

export function statElementsOf(f: DayFigures): StatElement[] {
  const out: StatElement[] = [];
  const add = (number: number, element: string, value: number, detail: string | null = null) =>
    out.push({ statElementDetailId: out.length + 1, number, element, value, detail, detail2: f.day, detail3: null, detail4: null });
  const k = kpisOf(f);
  add(1, 'roomsAvailable', f.roomsAvailable, 'rooms');
  add(1, 'roomsSold', f.roomsSold, 'rooms');
  add(1, 'occupancyBp', k.occupancyBp, 'rooms');
  add(1, 'adrMinor', k.adrMinor, 'rooms');
  add(1, 'revparMinor', k.revparMinor, 'rooms');
  add(1, 'arrivals', f.arrivals, 'rooms');
  add(1, 'departures', f.departures, 'rooms');
  add(1, 'guests', f.guests, 'rooms');
  add(1, 'noShows', f.noShows, 'rooms');
  for (const [dept, v] of Object.entries(f.revenueByDepartment).sort()) add(2, dept, v, 'revenue');
  add(2, 'total', f.revenueMinor, 'revenue');
  for (const [method, v] of Object.entries(f.paymentsByMethod).sort()) add(3, method, v, 'payments');
  add(3, 'total', f.paymentsMinor, 'payments');
  add(4, 'paidOut', f.exchangePaidMinor, 'exchange');
  return out;
}

/** The grouped view: one row per number, its elements as columns. */
export function groupStatElements(elements: StatElement[]): { number: number; detail: string | null; values: Record<string, number> }[] {
  const rows = new Map<number, { number: number; detail: string | null; values: Record<string, number> }>();
  for (const e of elements) {
    let r = rows.get(e.number);
    if (!r) rows.set(e.number, (r = { number: e.number, detail: e.detail, values: {} }));
    r.values[e.element] = e.value;
  }
  return [...rows.values()].sort((a, b) => a.number - b.number);
}

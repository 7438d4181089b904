import { addDays, weekday } from '../../../lib/domain/days.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import type { DeskState, OccupancySeen } from '../../../lib/domain/housekeeping-dto.ts';
import type { InspectionResult, MismatchKind, THkActivityDto, THkAssignmentDto, THkMaidTotalsDto } from '../../../lib/domain/housekeeping-reports-dto.ts';

/** The front desk's occupancy: a guest in house (staying on or due out but not yet checked out) occupies the room. */
export const deskOccupancy = (state: DeskState): OccupancySeen => (state === 'OCCUPIED' || state === 'DEPARTING' ? 'OCCUPIED' : 'VACANT');

/**
 * A sleeper: the desk says occupied, housekeeping found it vacant (a guest gone without checking
 * out, or a check-in never recorded as cancelled). A skipper: the desk says vacant, housekeeping
 * found it occupied (a guest still there after check-out, or someone in a room nobody sold).
 */
export function mismatchOf(desk: OccupancySeen, seen: OccupancySeen | null): MismatchKind | null {
  if (seen === null || seen === desk) return null;
  return desk === 'OCCUPIED' ? 'SLEEPER' : 'SKIPPER';
}

/**
 * The room's state after a verdict, or null to leave it: only the room's latest cleaning, of
 * today, speaks for the room now (an old cleaning's verdict is history). Inspected lifts a clean
 * room to inspected; rejected sends a clean or inspected room back to dirty.
 */
export function roomStateAfterVerdict(result: InspectionResult, o: { latestOfToday: boolean; current: HousekeepingStatus }): HousekeepingStatus | null {
  if (!o.latestOfToday) return null;
  if (result === 'INSPECTED') return o.current === 'CLEAN' ? 'INSPECTED' : null;
  return o.current === 'CLEAN' || o.current === 'INSPECTED' ? 'DIRTY' : null;
}

/** Monday to Sunday of the week holding `day`. */
export function weekOf(day: string): { from: string; to: string } {
  const from = addDays(day, -((weekday(day) + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** A share in basis points (10000 = 100 %), rounded; 10000 of nothing. */
export const shareBp = (part: number, whole: number): number => (whole === 0 ? 10000 : Math.round((part * 10000) / whole));

type Totals = Omit<THkMaidTotalsDto, 'houseMaidId' | 'maidName'>;
const zero = (): Totals => ({ assigned: 0, departures: 0, assignedCleaned: 0, cleaned: 0, inspected: 0, rejected: 0, equipment: 0 });

/**
 * Per maid: the rooms she was given (departures among them, and how many she cleaned on their
 * day) and what was done in her rooms; work nobody was given to comes last, as no maid's.
 */
export function totalsPerMaid(assignments: readonly THkAssignmentDto[], activity: readonly THkActivityDto[]): { perMaid: THkMaidTotalsDto[]; totals: Totals } {
  const by = new Map<number | null, THkMaidTotalsDto>();
  const of = (id: number | null, name: string | null) => {
    let row = by.get(id);
    if (!row) by.set(id, (row = { houseMaidId: id, maidName: name, ...zero() }));
    return row;
  };
  for (const a of assignments) {
    const row = of(a.houseMaidId, a.maidName);
    row.assigned += 1;
    if (a.kind === 'departure') row.departures += 1;
    if (a.cleanedAt !== null) row.assignedCleaned += 1;
  }
  const field = { CLEANED: 'cleaned', INSPECTED: 'inspected', REJECTED: 'rejected', EQUIPMENT: 'equipment' } as const;
  for (const e of activity) of(e.houseMaidId, e.maidName)[field[e.kind]] += 1;
  const perMaid = [...by.values()].sort((a, b) =>
    a.houseMaidId === null ? 1 : b.houseMaidId === null ? -1 : (a.maidName ?? '').localeCompare(b.maidName ?? ''),
  );
  const totals = zero();
  for (const r of perMaid) for (const k of Object.keys(totals) as (keyof Totals)[]) totals[k] += r[k];
  return { perMaid, totals };
}

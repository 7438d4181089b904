import type { TChargeDayDto, TOrderChargeDto, TOrderTotalsDto } from './orders.schemas.ts';

/** Charges grouped by day (the input comes sorted by day). */
export function chargesByDay(charges: readonly TOrderChargeDto[]): TChargeDayDto[] {
  const days: TChargeDayDto[] = [];
  for (const c of charges) {
    let d = days.at(-1);
    if (!d || d.day !== c.day) {
      d = { day: c.day, totalMinor: 0, charges: [] };
      days.push(d);
    }
    d.totalMinor += c.amountMinor;
    d.charges.push(c);
  }
  return days;
}

export function totalsOf(totalMinor: number, charges: readonly TOrderChargeDto[]): TOrderTotalsDto {
  const byKind: TOrderTotalsDto['byKind'] = { room_night: 0, extra: 0, cancellation: 0, no_show: 0, fee: 0, discount: 0, city_tax: 0, wallet: 0 };
  for (const c of charges) byKind[c.kind] += c.amountMinor;
  return { totalMinor, chargesMinor: charges.reduce((s, c) => s + c.amountMinor, 0), byKind };
}

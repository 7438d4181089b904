import { addDays } from '../../../lib/domain/days.ts';

/** Sorted nights ('YYYY-MM-DD') as runs of consecutive nights: [checkin, checkout) each. */
export function nightRuns(nights: readonly string[]): { checkin: string; checkout: string }[] {
  const out: { checkin: string; checkout: string }[] = [];
  for (const n of [...new Set(nights)].sort()) {
    const last = out[out.length - 1];
    if (last && last.checkout === n) last.checkout = addDays(n, 1);
    else out.push({ checkin: n, checkout: addDays(n, 1) });
  }
  return out;
}

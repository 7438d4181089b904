import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addDays, daysBetween } from '../../../lib/domain/days.ts';
import type { TCardMatchDto, TCardPaymentDto, TStatementLineDto } from '../../../lib/domain/reports-financial-dto.ts';
import { rowsOf } from '../../core/rows.ts';

/** How many days apart a statement line and a payment may be for a match by reference (the acquirer books a day or two late). */
export const REFERENCE_DAYS = 3;

/** The tokens of a statement line a payment's reference may name: authorization, reference, card's last digits (4 characters at least). */
const tokensOf = (l: TStatementLineDto) => [l.authorization, l.reference, l.card].map((t) => t.trim().toLowerCase()).filter((t) => t.length >= 4);
const names = (p: TCardPaymentDto, tokens: readonly string[]) => tokens.some((t) => p.reference.toLowerCase().includes(t));

/**
 * Matches an acquirer's statement with the hotel's card payments (hotel currency):
 * 1. amount and day: a payment of the same amount taken the same day (among several, the one
 *    whose reference names the line's authorization, reference or card digits, else the first);
 * 2. then reference: a payment within REFERENCE_DAYS whose reference names the line's
 *    authorization or reference (the amounts may then differ: the difference is shown).
 * Each payment matches one line at most. Unmatched payments are the card payments of [from, to]
 * left over; nothing is stored.
 */
export async function reconcileCardPayments(
  db: Db,
  o: { groupId: number; lines: readonly TStatementLineDto[]; from: string; to: string },
): Promise<{
  matched: TCardMatchDto[];
  unmatchedStatement: TStatementLineDto[];
  unmatchedPayments: TCardPaymentDto[];
}> {
  const payments = await rowsOf<TCardPaymentDto>(
    db,
    sql`
    select p.payment_id as "paymentId", p.day::text as day, p.hotel_amount_minor::float8 as "amountMinor", p.reference,
      coalesce(o.number, o.order_id::text) as "orderNumber",
      coalesce((select r.guest_name from reservations r where r.order_id = p.order_id order by r.reservation_id limit 1), '') as "guestName"
    from payments p join orders o on o.order_id = p.order_id
    where p.group_id = ${o.groupId} and p.method = 'card' and p.day between ${addDays(o.from, -REFERENCE_DAYS)}::date and ${addDays(o.to, REFERENCE_DAYS)}::date
    order by p.day, p.payment_id`,
  );
  const used = new Set<number>();
  const found = new Map<number, TCardMatchDto>();
  for (const l of o.lines) {
    const same = payments.filter((p) => !used.has(p.paymentId) && p.day === l.day && p.amountMinor === l.amountMinor);
    const pick = same.find((p) => names(p, tokensOf(l))) ?? same[0];
    if (!pick) continue;
    used.add(pick.paymentId);
    found.set(l.line, { statement: l, payment: pick, by: 'amount_day', differenceMinor: 0 });
  }
  for (const l of o.lines) {
    if (found.has(l.line)) continue;
    const tokens = tokensOf({ ...l, card: '' });
    if (!tokens.length) continue;
    const near = payments
      .filter((p) => !used.has(p.paymentId) && Math.abs(daysBetween(p.day, l.day)) <= REFERENCE_DAYS && names(p, tokens))
      .sort(
        (a, b) =>
          Number(b.amountMinor === l.amountMinor) - Number(a.amountMinor === l.amountMinor) ||
          Math.abs(daysBetween(a.day, l.day)) - Math.abs(daysBetween(b.day, l.day)),
      );
    const pick = near[0];
    if (!pick) continue;
    used.add(pick.paymentId);
    found.set(l.line, { statement: l, payment: pick, by: 'reference', differenceMinor: l.amountMinor - pick.amountMinor });
  }
  return {
    matched: o.lines.flatMap((l) => found.get(l.line) ?? []),
    unmatchedStatement: o.lines.filter((l) => !found.has(l.line)),
    unmatchedPayments: payments.filter((p) => !used.has(p.paymentId) && p.day >= o.from && p.day <= o.to),
  };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import type { TCashShiftDto } from '../../../lib/domain/cash-drawer-dto.ts';
import { findShiftWithMovements } from './cash-shift-data.ts';
import { rowsOf } from '../../core/rows.ts';
import type { TCloseShiftBody } from './cash-drawer.schemas.ts';
import { list } from '../../../lib/domain/error-params.ts';

/**
 * Closes a shift with the cash counted per currency: the expected cash (float + movements) and the
 * difference are kept beside each count, and the shift never changes again. The cashier closes their
 * own; a supervisor (admin, night auditor) any shift of the hotel, the house drawer too. Every
 * currency the drawer holds must be counted. The database checks the counts against the movements
 * at the close (trigger): cash taken while counting makes the close fail, to be counted again.
 */
export async function closeCashShift(
  db: Db,
  o: { groupId: number; shiftId: number; userId: number; supervisor: boolean; businessDay: string; body: TCloseShiftBody; now: Date },
): Promise<TCashShiftDto> {
  await db.transaction(async (tx) => {
    const [shift] = await rowsOf<{ groupId: number; cashierId: number | null; closed: boolean }>(
      tx,
      sql`
      select group_id as "groupId", cashier_id as "cashierId", closed_at is not null as closed from cash_shifts where shift_id = ${o.shiftId} for update`,
    );
    if (!shift || shift.groupId !== o.groupId) throw notFound(`No cash shift ${o.shiftId} in hotel ${o.groupId}.`, { key: 'errors.notFound.cashShift' });
    if (shift.cashierId !== o.userId && !o.supervisor)
      throw forbidden(`Cash shift ${o.shiftId} is another cashier's: they close it, or an administrator or night auditor does.`, {
        key: 'errors.cashDrawer.othersToClose',
        params: { shift: String(o.shiftId) },
      });
    if (shift.closed)
      throw conflict(`Cash shift ${o.shiftId} is already closed; its count is kept as it was.`, {
        key: 'errors.cashDrawer.closed',
        params: { shift: String(o.shiftId) },
      });
    const expected = await rowsOf<{ currency: string; expected: number }>(
      tx,
      sql`select trim(currency) as currency, expected_minor::float8 as expected from auberge_cash_expected(${o.shiftId})`,
    );
    const counted = new Map<string, number>();
    for (const c of o.body.counts) {
      if (counted.has(c.currency))
        throw invalid('counts', `${c.currency} is counted twice`, { key: 'errors.cashDrawer.countedTwice', params: { currency: c.currency } });
      counted.set(c.currency, c.countedMinor);
    }
    const missing = expected.filter((e) => !counted.has(e.currency)).map((e) => e.currency);
    if (missing.length)
      throw invalid('counts', `count the ${missing.join(', ')} in the drawer too (0 if there is none)`, {
        key: 'errors.cashDrawer.countAll',
        params: { currencies: list(missing) },
      });
    const expectedOf = new Map(expected.map((e) => [e.currency, Number(e.expected)]));
    for (const [currency, countedMinor] of counted) {
      const exp = expectedOf.get(currency) ?? 0;
      await tx.execute(sql`insert into cash_shift_counts (shift_id, currency, expected_minor, counted_minor, difference_minor)
        values (${o.shiftId}, ${currency}, ${exp}, ${countedMinor}, ${countedMinor - exp})`);
    }
    await tx.execute(sql`update cash_shifts set closed_at = ${o.now}, closed_day = ${o.businessDay}::date, closed_by = ${o.userId}, note = ${o.body.note.trim()}
      where shift_id = ${o.shiftId}`);
  });
  return (await findShiftWithMovements(db, o.shiftId))!;
}

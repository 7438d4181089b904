import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import type { TCashShiftDto } from '../../../lib/domain/cash-drawer-dto.ts';
import { findOpenShiftId, findShiftWithMovements } from './cash-shift-data.ts';
import { rowsOf } from '../../core/rows.ts';

/**
 * Opens the caller's shift at a drawer of the hotel with its opening float (hotel currency), on
 * the business day. One open shift per cashier: a second is refused (and the database's partial
 * unique index holds it against a race).
 */
export async function openCashShift(
  db: Db,
  o: { groupId: number; userId: number; businessDay: string; openingFloatMinor: number; now: Date },
): Promise<TCashShiftDto> {
  const id = await db.transaction(async (tx) => {
    const open = await findOpenShiftId(tx, { groupId: o.groupId, cashierId: o.userId });
    if (open) {
      throw conflict(`Your cash drawer is already open (shift ${open.shiftId}, hotel ${open.groupId}): count and close it before opening another.`, {
        key: 'errors.cashDrawer.alreadyOpen',
        params: { shift: String(open.shiftId) },
      });
    }
    const [row] = await rowsOf<{ shiftId: number }>(
      tx,
      sql`
      insert into cash_shifts (group_id, cashier_id, currency, opening_float_minor, opened_day, opened_at, opened_by)
      select ${o.groupId}, ${o.userId}, h.currency, ${o.openingFloatMinor}, ${o.businessDay}::date, ${o.now}, ${o.userId} from hotels h where h.group_id = ${o.groupId}
      returning shift_id as "shiftId"`,
    );
    return row!.shiftId;
  });
  return (await findShiftWithMovements(db, id))!;
}

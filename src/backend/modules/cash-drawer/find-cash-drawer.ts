import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TCashDrawerDto, TCashShiftDto } from '../../../lib/domain/cash-drawer-dto.ts';
import { findOpenShiftId, findShifts, findShiftWithMovements } from './cash-shift-data.ts';
import { rowsOf } from '../../core/rows.ts';
import { hotelCurrencyOf } from '../../../lib/domain/hotel-currency.ts';

/** The caller's drawer in a hotel (its open shift with movements), and for a supervisor the hotel's other open drawers. */
export async function findCashDrawer(db: Db, o: { groupId: number; userId: number; businessDay: string; supervisor: boolean }): Promise<TCashDrawerDto> {
  const [hotel] = await rowsOf<{ currency: string }>(db, sql`select trim(currency) as currency from hotels where group_id = ${o.groupId}`);
  const open = await findOpenShiftId(db, { groupId: o.groupId, cashierId: o.userId });
  const mine = open && open.groupId === o.groupId ? ((await findShiftWithMovements(db, open.shiftId)) ?? null) : null;
  let others: TCashShiftDto[] = [];
  if (o.supervisor) {
    const ids = (await findShifts(db, sql`s.group_id = ${o.groupId} and s.closed_at is null and s.cashier_id is distinct from ${o.userId}`)).map(
      (s) => s.shiftId,
    );
    others = (await Promise.all(ids.map((id) => findShiftWithMovements(db, id)))).filter((s): s is TCashShiftDto => s !== undefined);
  }
  return {
    groupId: o.groupId,
    currency: hotelCurrencyOf(hotel?.currency),
    businessDay: o.businessDay,
    mine,
    mineElsewhere: open && open.groupId !== o.groupId ? open : null,
    canSupervise: o.supervisor,
    others,
  };
}

import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TCashShiftDto } from '../../../lib/domain/cash-drawer-dto.ts';
import { findShifts } from './cash-shift-data.ts';

/** Past and open shifts of a hotel, newest first (at most 200): a cashier's own, or every one for a supervisor. */
export async function listCashShifts(
  db: Db,
  o: { groupId: number; userId: number; supervisor: boolean; from?: string | undefined; to?: string | undefined },
): Promise<TCashShiftDto[]> {
  const where: SQL[] = [sql`s.group_id = ${o.groupId}`];
  if (!o.supervisor) where.push(sql`s.cashier_id = ${o.userId}`);
  if (o.from) where.push(sql`s.opened_day >= ${o.from}::date`);
  if (o.to) where.push(sql`s.opened_day <= ${o.to}::date`);
  return findShifts(db, and(...where)!);
}

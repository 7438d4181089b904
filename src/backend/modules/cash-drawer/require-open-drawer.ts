import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { findOpenShiftId, rowsOf } from './cash-shift-data.ts';

/**
 * The drawer rule, said before any cash is written: a cashier (the cashier role, not an
 * administrator) takes or pays out cash only into their own open shift in that hotel, as a
 * professional PMS asks the cashier to open their drawer first. Staff without the cashier role
 * (front desk at night, night auditor, administrator) without a shift of their own put it in the
 * hotel's house drawer. The movement itself is written by the database in the same transaction
 * (migration 0032: triggers on payments and exchange_operations).
 */
export async function requireOpenDrawer(db: Db, o: { groupId: number; userId: number; method: string }): Promise<void> {
  if (o.method !== 'cash') return;
  const [who] = await rowsOf<{ cashier: boolean; admin: boolean }>(db, sql`
    select bool_or(r.code = 'cashier') as cashier, bool_or(r.code = 'admin') as admin
    from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = ${o.userId}`);
  if (!who?.cashier || who.admin) return;
  const open = await findOpenShiftId(db, { groupId: o.groupId, cashierId: o.userId });
  if (open?.groupId === o.groupId) return;
  if (open) {
    throw conflict(`Your open cash drawer (shift ${open.shiftId}) is in hotel ${open.groupId}, not hotel ${o.groupId}: close it there, then open a drawer here (Cash drawer page) before taking cash.`,
      { key: 'cashDrawer.refused.otherHotel', params: { shift: open.shiftId, hotel: open.groupId } });
  }
  throw conflict(`You have no open cash drawer in hotel ${o.groupId}: open your drawer with its float (Cash drawer page) before taking or paying out cash.`,
    { key: 'cashDrawer.refused.noShift', params: { hotel: o.groupId } });
}

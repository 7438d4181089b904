import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { rowsOf } from '../../core/rows.ts';

/**
 * The drawer rule, said before any cash is written: a cashier (the cashier role, not an
 * administrator) takes or pays out cash only into their own open shift in that hotel, as a
 * professional PMS asks the cashier to open their drawer first. Staff without the cashier role
 * (front desk at night, night auditor, administrator) without a shift of their own put it in the
 * hotel's house drawer. The movement itself is written by the database in the same transaction
 * (migration 0032: triggers on payments and exchange_operations).
 */
export async function requireOpenDrawer(db: Db, o: { groupId: number; userId: number; method: string; roles?: readonly string[] | undefined }): Promise<void> {
  if (o.method !== 'cash') return;
  // The session's roles, when the caller has them, spare the query for everyone but a cashier.
  if (o.roles && (!o.roles.includes('cashier') || o.roles.includes('admin'))) return;
  // One round trip: the user's roles and their open shift, if any (a payment's hot path).
  const [who] = await rowsOf<{
    cashier: boolean | null;
    admin: boolean | null;
    shiftId: number | null;
    shiftGroupId: number | null;
    shiftHotel: string | null;
  }>(
    db,
    sql`
    select bool_or(r.code = 'cashier') as cashier, bool_or(r.code = 'admin') as admin, s.shift_id as "shiftId", s.group_id as "shiftGroupId", h.name as "shiftHotel"
    from (select 1) one
    left join user_roles ur on ur.user_id = ${o.userId}
    left join roles r on r.role_id = ur.role_id
    left join cash_shifts s on s.cashier_id = ${o.userId} and s.closed_at is null
    left join hotels h on h.group_id = s.group_id
    group by s.shift_id, s.group_id, h.name`,
  );
  if (!who?.cashier || who.admin) return;
  const open = who.shiftId === null || who.shiftGroupId === null ? undefined : { shiftId: who.shiftId, groupId: who.shiftGroupId };
  if (open?.groupId === o.groupId) return;
  if (open) {
    throw conflict(
      `Your open cash drawer (shift ${open.shiftId}) is in hotel ${open.groupId}, not hotel ${o.groupId}: close it there, then open a drawer here (Cash drawer page) before taking cash.`,
      { key: 'errors.cashDrawer.otherHotel', params: { shift: String(open.shiftId), hotel: who.shiftHotel ?? String(open.groupId) } },
    );
  }
  throw conflict(`You have no open cash drawer in hotel ${o.groupId}: open your drawer with its float (Cash drawer page) before taking or paying out cash.`, {
    key: 'errors.cashDrawer.noShift',
  });
}

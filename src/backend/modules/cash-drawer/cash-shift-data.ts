import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import type { TCashMovementDto, TCashShiftDto, TCashTotalDto } from '../../../lib/domain/cash-drawer-dto.ts';

interface ShiftRow extends Omit<TCashShiftDto, 'totals' | 'movements'> {
  totals: TCashTotalDto[] | null;
}

/**
 * Shifts with their totals per currency: the float (hotel currency), cash in and out, expected
 * (auberge_cash_expected, the very sum the close is checked against) and, once closed, the count.
 */
function shiftsSql(where: SQL, limit = 200): SQL {
  return sql`
    select s.shift_id as "shiftId", s.group_id as "groupId", s.cashier_id is null as house, s.cashier_id as "cashierId", cu.name as "cashierName",
      trim(s.currency) as currency, s.opening_float_minor::float8 as "openingFloatMinor", s.opened_day::text as "openedDay",
      to_char(s.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "openedAt", ob.name as "openedByName", s.closed_at is null as open,
      to_char(s.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "closedAt", s.closed_day::text as "closedDay", cb.name as "closedByName", s.note,
      (select jsonb_agg(jsonb_build_object(
          'currency', trim(c.currency),
          'floatMinor', case when c.currency = s.currency then s.opening_float_minor else 0 end,
          'inMinor', coalesce((select sum(m.amount_minor) from cash_movements m where m.shift_id = s.shift_id and m.currency = c.currency and m.amount_minor > 0), 0),
          'outMinor', coalesce((select -sum(m.amount_minor) from cash_movements m where m.shift_id = s.shift_id and m.currency = c.currency and m.amount_minor < 0), 0),
          'expectedMinor', coalesce(k.expected_minor, e.expected_minor, 0),
          'countedMinor', k.counted_minor, 'differenceMinor', k.difference_minor) order by c.currency <> s.currency, c.currency)
        from (select e2.currency from auberge_cash_expected(s.shift_id) e2 union select k2.currency from cash_shift_counts k2 where k2.shift_id = s.shift_id) c
        left join auberge_cash_expected(s.shift_id) e on e.currency = c.currency
        left join cash_shift_counts k on k.shift_id = s.shift_id and k.currency = c.currency) as totals
    from cash_shifts s
    left join users cu on cu.user_id = s.cashier_id
    left join users ob on ob.user_id = s.opened_by
    left join users cb on cb.user_id = s.closed_by
    where ${where}
    order by s.opened_at desc, s.shift_id desc
    limit ${limit}`;
}

const toShift = (r: ShiftRow): TCashShiftDto => ({
  ...r,
  totals: (r.totals ?? []).map((t) => ({
    ...t,
    floatMinor: Number(t.floatMinor),
    inMinor: Number(t.inMinor),
    outMinor: Number(t.outMinor),
    expectedMinor: Number(t.expectedMinor),
    countedMinor: t.countedMinor === null ? null : Number(t.countedMinor),
    differenceMinor: t.differenceMinor === null ? null : Number(t.differenceMinor),
  })),
});

export async function findShifts(db: Db, where: SQL, limit?: number): Promise<TCashShiftDto[]> {
  return (await rowsOf<ShiftRow>(db, shiftsSql(where, limit))).map(toShift);
}

/** A shift with its movements, oldest first (undefined when there is none). */
export async function findShiftWithMovements(db: Db, shiftId: number): Promise<TCashShiftDto | undefined> {
  const [shift] = await findShifts(db, sql`s.shift_id = ${shiftId}`, 1);
  if (!shift) return undefined;
  const movements = await rowsOf<TCashMovementDto>(
    db,
    sql`
    select m.movement_id::int as "movementId", m.kind, trim(m.currency) as currency, m.amount_minor::float8 as "amountMinor", m.hotel_amount_minor::float8 as "hotelAmountMinor",
      m.day::text as day, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", u.name as "userName",
      m.payment_id as "paymentId", p.order_id as "orderId", o.number as "orderNumber", m.exchange_operation_id as "exchangeOperationId", e.guest_name as "guestName"
    from cash_movements m
    left join users u on u.user_id = m.user_id
    left join payments p on p.payment_id = m.payment_id
    left join orders o on o.order_id = p.order_id
    left join exchange_operations e on e.operation_id = m.exchange_operation_id
    where m.shift_id = ${shiftId}
    order by m.created_at, m.movement_id`,
  );
  return { ...shift, movements };
}

/** The open shift of a cashier (any hotel), or of the hotel's house drawer when cashierId is null. */
export async function findOpenShiftId(db: Db, o: { groupId: number; cashierId: number | null }): Promise<{ shiftId: number; groupId: number } | undefined> {
  const [row] = await rowsOf<{ shiftId: number; groupId: number }>(
    db,
    o.cashierId === null
      ? sql`select shift_id as "shiftId", group_id as "groupId" from cash_shifts where group_id = ${o.groupId} and cashier_id is null and closed_at is null`
      : sql`select shift_id as "shiftId", group_id as "groupId" from cash_shifts where cashier_id = ${o.cashierId} and closed_at is null`,
  );
  return row;
}

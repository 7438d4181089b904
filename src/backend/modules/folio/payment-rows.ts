import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import type { TPaymentDto } from './folio.schemas.ts';

interface PaymentRecord {
  payment_id: number;
  order_id: number;
  order_number: string | null;
  folio_no: number;
  method: string;
  currency: string;
  amount_minor: string;
  rate: string;
  hotel_currency: string;
  hotel_amount_minor: string;
  day: string;
  reference: string;
  company_id: number | null;
  company_name: string | null;
  guest_name: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: string | Date;
  editable: boolean;
  group_id: number;
}

/**
 * Payments as every screen shows them: order number, the guest of its first stay, the company of
 * a company-account payment, who took it, and whether its day is still open.
 */
export async function readPayments(db: Db, where: SQL, tail: SQL = sql``): Promise<TPaymentDto[]> {
  const rows = await rowsOf<PaymentRecord>(
    db,
    sql`
    select p.payment_id, p.order_id, o.number as order_number, p.folio_no, p.method, p.currency, p.amount_minor, p.rate::text as rate,
      h.currency as hotel_currency, p.hotel_amount_minor, p.day::text as day, p.reference, p.company_id, co.company_name,
      (select r.guest_name from reservations r where r.order_id = p.order_id order by r.reservation_id limit 1) as guest_name,
      p.created_by as user_id, u.name as user_name, p.created_at,
      not exists (select 1 from business_days b where b.group_id = p.group_id and b.day >= p.day) as editable, p.group_id
    from payments p
    join orders o on o.order_id = p.order_id
    join hotels h on h.group_id = p.group_id
    left join customers co on co.customer_id = p.company_id
    left join users u on u.user_id = p.created_by
    where ${where} ${tail}`,
  );
  return rows.map((r) => ({
    paymentId: r.payment_id,
    orderId: r.order_id,
    orderNumber: r.order_number,
    folioNo: Number(r.folio_no),
    method: r.method,
    currency: r.currency.trim(),
    amountMinor: Number(r.amount_minor),
    rate: Number(r.rate),
    hotelCurrency: r.hotel_currency.trim(),
    hotelAmountMinor: Number(r.hotel_amount_minor),
    day: r.day,
    reference: r.reference,
    company: r.company_id !== null ? { id: r.company_id, name: r.company_name ?? '' } : null,
    guestName: r.guest_name,
    user: r.user_id !== null ? { userId: r.user_id, name: r.user_name ?? '' } : null,
    createdAt: new Date(r.created_at).toISOString(),
    editable: r.editable,
    groupId: r.group_id,
  }));
}

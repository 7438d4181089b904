import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import type { TWalletMovementDto, TWalletMovementsDto } from '../../../lib/domain/wallets-dto.ts';
import { requireWallet } from './wallet-data.ts';

const ZMovementRow = z.object({
  walletChargeId: z.number().int(),
  amountMinor: z.coerce.number().int(),
  description: z.string(),
  posName: z.string().nullable(),
  paymentId: z.number().int().nullable(),
  refundOf: z.number().int().nullable(),
  refundedMinor: z.coerce.number().int(),
  user: z.string().nullable(),
  createdAt: z.union([z.date(), z.string()]),
});

/** GET /rfid-wallets/movements: the wallet of a tag and its movements, newest first, with what of each charge may still be refunded. */
export async function listWalletMovements(db: Db, o: { groupId: number; rfidKey: string; currency: string }): Promise<TWalletMovementsDto> {
  const wallet = await requireWallet(db, o);
  const rows = await rowsOf(
    db,
    sql`
      select m.wallet_charge_id as "walletChargeId", m.amount_minor as "amountMinor", m.description, sp.name as "posName",
        m.payment_id as "paymentId", m.refund_of as "refundOf",
        coalesce((select -sum(r.amount_minor) from wallet_charges r where r.refund_of = m.wallet_charge_id), 0) as "refundedMinor",
        u.name as "user", m.created_at as "createdAt"
      from wallet_charges m
      left join service_points sp on sp.pos_id = m.pos_id
      left join users u on u.user_id = m.user_id
      where m.wallet_id = ${wallet.walletId}
      order by m.created_at desc, m.wallet_charge_id desc`,
    ZMovementRow,
  );
  const movements: TWalletMovementDto[] = rows.map((r) => {
    const kind = r.paymentId !== null ? 'payment' : r.refundOf !== null ? 'refund' : 'charge';
    return {
      walletChargeId: r.walletChargeId,
      kind,
      amountMinor: r.amountMinor,
      description: r.description,
      posName: r.posName,
      refundableMinor: kind === 'charge' && wallet.active ? r.amountMinor - r.refundedMinor : 0,
      refundOf: r.refundOf,
      user: r.user,
      createdAt: new Date(r.createdAt).toISOString(),
    };
  });
  return { wallet, movements };
}

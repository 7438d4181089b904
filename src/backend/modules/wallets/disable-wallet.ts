import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rfidWallets } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { findWallet, requireWallet } from './wallet-data.ts';
import type { TWalletDto } from './wallets.schemas.ts';
import type { Actor } from '../../core/actor.ts';

/** POST /rfid-wallets/disable: the card pays nothing any more (lost card, check-out); audit 31. Idempotent. */
export async function disableWallet(db: Db, o: { groupId: number; rfidKey: string; currency: string; user: Actor; now: Date }): Promise<TWalletDto> {
  const wallet = await requireWallet(db, o);
  if (!wallet.active) return wallet;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(rfidWallets)
      .set({ active: false, disabledAt: o.now })
      .where(and(eq(rfidWallets.walletId, wallet.walletId), eq(rfidWallets.active, true)))
      .returning({ spent: rfidWallets.spentMinor });
    if (!row) return;
    await recordAuditEvent(tx, {
      groupId: o.groupId,
      user: o.user,
      typeId: AUDIT.RFID_DISABLED,
      text: { key: 'audit.msg.wallet.disabledFor', params: { guest: wallet.stay.guestName, number: wallet.stay.number } },
      itemId: wallet.stay.itemId,
      itemNumber: wallet.stay.number,
      detailText: { key: 'audit.detail.wallet.paidOfLimit', params: { spent: Number(row.spent), limit: wallet.limitMinor, currency: o.currency } },
    });
  });
  return (await findWallet(db, o))!;
}

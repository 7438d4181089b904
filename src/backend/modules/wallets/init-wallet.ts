import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, reservationTags, rfidWallets } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { findWallet } from './wallet-data.ts';
import type { TWalletDto } from './wallets.schemas.ts';
import type { Actor } from '../../core/actor.ts';

/**
 * POST /rfid-wallets/init: opens a wallet on the tag of an expected or in-house stay, with no
 * spending allowed until a limit is set (audit 30). A tag that already has an active wallet
 * keeps it (nothing is written twice).
 */
export async function initWallet(
  db: Db,
  o: { groupId: number; rfidKey: string; currency: string; user: Actor; now: Date },
): Promise<{ wallet: TWalletDto; created: boolean }> {
  const existing = await findWallet(db, o);
  if (existing?.active) return { wallet: existing, created: false };
  const [stay] = await db
    .select({
      reservationId: reservations.reservationId,
      itemId: reservations.itemId,
      number: reservations.number,
      guestName: reservations.guestName,
      status: reservations.status,
    })
    .from(reservationTags)
    .innerJoin(reservations, eq(reservations.reservationId, reservationTags.reservationId))
    .where(and(eq(reservationTags.groupId, o.groupId), eq(reservationTags.tag, o.rfidKey), eq(reservations.groupId, o.groupId)));
  if (!stay)
    throw notFound(`No stay of hotel ${o.groupId} holds the card tag '${o.rfidKey}': give the card at check-in first.`, {
      key: 'errors.wallet.noStayOnTag',
      params: { tag: o.rfidKey },
    });
  if (stay.status !== S.EXPECTED && stay.status !== S.IN_HOUSE)
    throw conflict(`Reservation ${stay.number} is not expected or in house: its card cannot open a wallet.`, {
      key: 'errors.wallet.stayNotActive',
      params: { number: stay.number },
    });
  await db.transaction(async (tx) => {
    await tx.insert(rfidWallets).values({ groupId: o.groupId, rfidKey: o.rfidKey, reservationId: stay.reservationId, itemId: stay.itemId, createdAt: o.now });
    await recordAuditEvent(tx, {
      groupId: o.groupId,
      user: o.user,
      typeId: AUDIT.RFID_ACTIVATED,
      text: { key: 'audit.msg.wallet.openedFor', params: { guest: stay.guestName, number: stay.number } },
      itemId: stay.itemId,
      itemNumber: stay.number,
      detailText: { key: 'audit.detail.wallet.noLimitYet' },
    });
  });
  return { wallet: (await findWallet(db, o))!, created: true };
}

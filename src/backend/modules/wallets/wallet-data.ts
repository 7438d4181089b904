import { CASH } from '../../http/route-access.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { hotels, reservations, rfidWallets, rooms } from '../../db/schema/index.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { requireRole, resolveGroup } from '../../http/api-app.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { currencyDigits } from '../../../lib/domain/currencies.ts';
import { unitsText } from '../../../lib/domain/money.ts';
import type { TWalletDto } from './wallets.schemas.ts';
import { findBusinessDay } from '../../core/business-day.ts';

/** Who opens and limits wallets (reception) and who charges them (any till of the hotel). */
export const WALLET_STAFF = CASH;

export async function walletCall(c: Context<ApiEnv>) {
  const user = c.get('user');
  if (user.customerId !== null) throw forbidden('RFID wallets are run by hotel staff, not partner accounts.', { key: 'errors.access.staffOnlyHere' });
  requireRole(c, ...WALLET_STAFF);
  const groupId = await resolveGroup(c);
  const deps = c.get('deps');
  const [hotel] = await deps.database.db.select({ currency: hotels.currency, timezone: hotels.timezone }).from(hotels).where(eq(hotels.groupId, groupId));
  if (!hotel) throw notFound(`No hotel ${groupId}.`, { key: 'errors.notFound.hotel' });
  const now = deps.now();
  return {
    db: deps.database.db,
    groupId,
    currency: hotel.currency.trim(),
    now,
    today: await findBusinessDay(deps.database.db, { groupId, timezone: hotel.timezone, now }),
    user: { userId: user.userId, name: user.name, posId: user.posId },
  };
}

const walletColumns = {
  walletId: rfidWallets.walletId,
  rfidKey: rfidWallets.rfidKey,
  active: rfidWallets.active,
  limitMinor: rfidWallets.limitMinor,
  spentMinor: rfidWallets.spentMinor,
  createdAt: rfidWallets.createdAt,
  disabledAt: rfidWallets.disabledAt,
  reservationId: reservations.reservationId,
  itemId: rfidWallets.itemId,
  orderId: reservations.orderId,
  number: reservations.number,
  status: reservations.status,
  guestName: reservations.guestName,
  roomName: rooms.name,
};

/** The wallet of a tag in a hotel: the active one, else the latest disabled one (so a disabled tag says so). */
export async function findWallet(db: Db, o: { groupId: number; rfidKey: string; currency: string }): Promise<TWalletDto | undefined> {
  const [r] = await db
    .select(walletColumns)
    .from(rfidWallets)
    .innerJoin(reservations, eq(reservations.reservationId, rfidWallets.reservationId))
    .leftJoin(rooms, eq(rooms.roomId, reservations.roomId))
    .where(and(eq(rfidWallets.groupId, o.groupId), eq(rfidWallets.rfidKey, o.rfidKey)))
    .orderBy(desc(rfidWallets.active), desc(rfidWallets.walletId))
    .limit(1);
  if (!r) return undefined;
  const limitMinor = Number(r.limitMinor);
  const spentMinor = Number(r.spentMinor);
  return {
    walletId: r.walletId,
    rfidKey: r.rfidKey,
    active: r.active,
    currency: o.currency,
    limitMinor,
    spentMinor,
    remainingMinor: r.active ? limitMinor - spentMinor : 0,
    stay: {
      reservationId: r.reservationId,
      itemId: r.itemId,
      orderId: r.orderId,
      number: r.number,
      status: r.status,
      guestName: r.guestName,
      roomName: r.roomName,
    },
    createdAt: r.createdAt.toISOString(),
    disabledAt: r.disabledAt?.toISOString() ?? null,
  };
}

/** The open wallets of a stay (its reservation), for the check-out that closes them. */
export async function listStayWallets(db: Db, o: { groupId: number; reservationId: number; currency: string }): Promise<TWalletDto[]> {
  const keys = await db
    .select({ rfidKey: rfidWallets.rfidKey })
    .from(rfidWallets)
    .where(and(eq(rfidWallets.groupId, o.groupId), eq(rfidWallets.reservationId, o.reservationId), eq(rfidWallets.active, true)))
    .orderBy(rfidWallets.walletId);
  const wallets = await Promise.all(keys.map((k) => findWallet(db, { groupId: o.groupId, rfidKey: k.rfidKey, currency: o.currency })));
  return wallets.filter((w): w is TWalletDto => w !== undefined);
}

export async function requireWallet(db: Db, o: { groupId: number; rfidKey: string; currency: string }): Promise<TWalletDto> {
  const w = await findWallet(db, o);
  if (!w)
    throw notFound(`No RFID wallet on tag '${o.rfidKey}' in hotel ${o.groupId}: open one with POST /rfid-wallets/init first.`, {
      key: 'errors.wallet.noneOnTag',
      params: { tag: o.rfidKey },
    });
  return w;
}

/** An amount for a message ('500.00 MAD'). */
export const money = (minor: number, currency: string) => `${unitsText(minor, currencyDigits(currency))} ${currency}`;

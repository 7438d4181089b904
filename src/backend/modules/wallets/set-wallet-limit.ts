import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rfidWallets } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { currencyDigits, parseAmount } from '../../../lib/domain/currencies.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { findWallet, money, requireWallet } from './wallet-data.ts';
import type { TWalletDto } from './wallets.schemas.ts';
import type { Actor } from '../../core/actor.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';

/** Ten million units of the hotel's currency: past it a limit is a typing mistake. */
const MAX_LIMIT_UNITS = 10_000_000;

/**
 * POST /rfid-wallets/set-limit: the most the wallet may pay in total. Never below what it has
 * already paid; the item must be the stay's (the spec's itemId), so a limit never lands on the
 * wrong card. Recorded under audit 30 (the card is activated for that amount).
 */
export async function setWalletLimit(
  db: Db,
  o: { groupId: number; rfidKey: string; itemId: number; limitAmount: string; currency: string; user: Actor },
): Promise<TWalletDto> {
  const limitMinor = parseAmount(o.limitAmount, o.currency);
  if (limitMinor === null)
    throw invalid(
      'limitAmount',
      `expected a non-negative amount of ${o.currency} with at most ${currencyDigits(o.currency)} decimals; got '${o.limitAmount}'`,
      { key: 'errors.wallet.badAmount', params: { text: o.limitAmount, currency: o.currency, decimals: currencyDigits(o.currency) } },
    );
  if (limitMinor > MAX_LIMIT_UNITS * 10 ** currencyDigits(o.currency))
    throw invalid('limitAmount', `at most ${MAX_LIMIT_UNITS} ${o.currency}`, {
      key: 'errors.wallet.limitTooHigh',
      params: { max: moneyP(MAX_LIMIT_UNITS * 10 ** currencyDigits(o.currency), o.currency) },
    });
  const wallet = await requireWallet(db, o);
  if (!wallet.active)
    throw conflict(`The wallet on tag '${o.rfidKey}' is disabled: open a new one with init.`, { key: 'errors.wallet.disabled', params: { tag: o.rfidKey } });
  if (wallet.stay.itemId !== o.itemId)
    throw invalid('itemId', `tag '${o.rfidKey}' belongs to item ${wallet.stay.itemId} (${wallet.stay.number}), not item ${o.itemId}`, {
      key: 'errors.wallet.otherStay',
      params: { tag: o.rfidKey, number: wallet.stay.number },
    });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(rfidWallets)
      .set({ limitMinor })
      .where(and(eq(rfidWallets.walletId, wallet.walletId), eq(rfidWallets.active, true), sql`${rfidWallets.spentMinor} <= ${limitMinor}`))
      .returning({ spent: rfidWallets.spentMinor });
    if (!row) {
      const now = await findWallet(tx, o);
      throw conflict(`The wallet on tag '${o.rfidKey}' has already paid ${money(now?.spentMinor ?? 0, o.currency)}: the limit cannot be lower than that.`, {
        key: 'errors.wallet.limitBelowSpent',
        params: { spent: moneyP(now?.spentMinor ?? 0, o.currency) },
      });
    }
    await recordAuditEvent(tx, {
      groupId: o.groupId,
      user: o.user,
      typeId: AUDIT.RFID_ACTIVATED,
      text: {
        key: 'audit.msg.wallet.limitSetFor',
        params: { guest: wallet.stay.guestName, number: wallet.stay.number, limit: limitMinor, currency: o.currency },
      },
      itemId: wallet.stay.itemId,
      itemNumber: wallet.stay.number,
      detailText: { key: 'audit.detail.wallet.limitWas', params: { was: wallet.limitMinor, currency: o.currency } },
    });
  });
  return (await findWallet(db, o))!;
}

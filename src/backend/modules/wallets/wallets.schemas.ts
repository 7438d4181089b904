import { z } from 'zod';
import { zId, zMinorAmount, zPlainText } from '../../http/validate.ts';
import { WALLET_FAMILIES, type TWalletDto, type TWalletChargeDto } from '../../../lib/domain/wallets-dto.ts';
export type { TWalletDto, TWalletChargeDto };
export { WALLET_FAMILIES };

/** A hotel-card tag as the reader types it. */
export const zRfidKey = z
  .string({ error: 'expected the card tag' })
  .trim()
  .min(1, 'the card tag is required')
  .max(64, 'at most 64 characters')
  .regex(/^[A-Za-z0-9:_-]+$/, 'letters, digits, colon, dash or underscore only');

export const ZRfidKeyQuery = z.object({ rfidKey: zRfidKey.describe("The stay's hotel-card tag") });

/** POST /rfid-wallets/set-limit: limitAmount in the hotel's currency, as typed ('500' or '500.00'). */
export const ZSetLimitQuery = z.object({
  rfidKey: zRfidKey.describe("The stay's hotel-card tag"),
  itemId: zId.describe("The stay's order item (checked against the tag)"),
  limitAmount: z.string({ error: 'expected an amount' }).max(20, 'at most 20 characters').describe("Spending limit in the hotel's currency, e.g. 500.00"),
});

/** POST /rfid-wallets/charge: a service point charges the wallet. */
export const ZWalletChargeBody = z.object({
  rfidKey: zRfidKey.describe('The card presented'),
  amountMinor: zMinorAmount.describe("Amount in minor units of the hotel's currency"),
  posId: zId.optional().describe("Service point charging (default the user's)"),
  description: zPlainText(120).pipe(z.string().min(1, 'say what is sold')).describe('What is sold, e.g. "2 coffees"'),
  family: z
    .enum(WALLET_FAMILIES, { error: `expected one of ${WALLET_FAMILIES.join(', ')}` })
    .default('service')
    .describe("The family of what is sold: the charge takes the hotel's tax rate for it"),
});
export type TWalletChargeBody = z.infer<typeof ZWalletChargeBody>;

/** POST /rfid-wallets/refund: a service point's charge given back, wholly (no amount) or in part. */
export const ZWalletRefundBody = z
  .object({
    rfidKey: zRfidKey.describe('The card the charge was made on'),
    walletChargeId: zId.describe('The wallet movement refunded (a service point’s charge)'),
    amountMinor: zMinorAmount.optional().describe("Amount given back in minor units of the hotel's currency (default: all that is left of the charge)"),
    reason: zPlainText(120).optional().describe('Why, e.g. "returned"'),
  })
  .strict();
export type TWalletRefundBody = z.infer<typeof ZWalletRefundBody>;

/** GET /rfid-wallets/stay/:reservationId: the open wallets of a stay. */
export const ZStayWalletsParams = z.object({ reservationId: zId.describe('The stay (reservation id)') });

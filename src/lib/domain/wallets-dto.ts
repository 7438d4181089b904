/** What the RFID wallets API answers. Money in minor units. */

/** What a service point sells on a wallet (each taxed at the hotel's rate for its family). */
export const WALLET_FAMILIES = ['food', 'beverage', 'service', 'minibar', 'laundry', 'other'] as const;

export interface TWalletDto {
  walletId: number;
  rfidKey: string;
  active: boolean;
  currency: string;
  limitMinor: number;
  spentMinor: number;
  remainingMinor: number;
  /** status: the stay's reservation status (RESERVATION_STATUS). */
  stay: { reservationId: number; itemId: number; orderId: number; number: string; status: number; guestName: string; roomName: string | null };
  createdAt: string;
  disabledAt: string | null;
}

export interface TWalletChargeDto {
  walletChargeId: number;
  amountMinor: number;
  description: string;
  posId: number | null;
  folioChargeId: number | null;
  remainingMinor: number;
  createdAt: string;
}

/** One movement of a wallet: a service point's charge (+), its refund (−), a folio paid by the wallet (+) or refunded to it (−). */
export interface TWalletMovementDto {
  walletChargeId: number;
  kind: 'charge' | 'refund' | 'payment';
  amountMinor: number;
  description: string;
  posName: string | null;
  /** For a charge: what of it may still be refunded. */
  refundableMinor: number;
  refundOf: number | null;
  user: string | null;
  createdAt: string;
}

export interface TWalletMovementsDto {
  wallet: TWalletDto;
  movements: TWalletMovementDto[];
}

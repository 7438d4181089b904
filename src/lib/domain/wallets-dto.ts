/** What the RFID wallets API answers. Money in minor units. */

export interface TWalletDto {
  walletId: number;
  rfidKey: string;
  active: boolean;
  currency: string;
  limitMinor: number;
  spentMinor: number;
  remainingMinor: number;
  stay: { reservationId: number; itemId: number; orderId: number; number: string; guestName: string; roomName: string | null };
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

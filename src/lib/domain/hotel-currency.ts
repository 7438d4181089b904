/**
 * The currency a hotel keeps its books in: `hotels.currency`, configured per hotel. What a screen,
 * a report or a use case shows when it has no hotel row at hand (a report that failed to load, a
 * hotel not found) is DEFAULT_HOTEL_CURRENCY, the column's own default: the one place it is named
 * outside the schema and the migrations.
 */
export const DEFAULT_HOTEL_CURRENCY = 'MAD';

/** The hotel's configured currency (a char(3) column, so trimmed), else the default. */
export function hotelCurrencyOf(configured: string | null | undefined): string {
  return configured?.trim() || DEFAULT_HOTEL_CURRENCY;
}

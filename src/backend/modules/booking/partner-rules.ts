import { forbidden } from '../../http/errors.ts';
import type { TCreateReservationRequest, TQuoteRequest } from './booking.schemas.ts';

/**
 * A partner (a user with a company) books for that company only, at its rates: they cannot name
 * another client, a channel, a segment, a price or a room. The server holds the line; the screen
 * merely hides those fields.
 */
export function assertPartnerBooking(partnerId: number, input: TCreateReservationRequest): void {
  if (input.customerId !== undefined && input.customerId !== partnerId) {
    throw forbidden(`As a partner you book for your company (customer ${partnerId}), not for customer ${input.customerId}.`);
  }
  const chosen = (['priceMinor', 'channel', 'segmentId', 'roomId'] as const).filter((k) => input[k] !== undefined);
  if (chosen.length) throw forbidden(`As a partner you book at your company's rates and the hotel assigns the room: leave out ${chosen.join(', ')}.`);
}

/** A partner's quote is their company's: no other client, no channel of their choosing. */
export function partnerQuoteClient(partnerId: number, input: TQuoteRequest): number {
  if (input.client !== undefined && input.client !== partnerId) {
    throw forbidden(`As a partner you quote for your company (customer ${partnerId}), not for customer ${input.client}.`);
  }
  if (input.channel !== undefined) throw forbidden("As a partner you quote at your company's rates: leave out channel.");
  if (input.segment !== undefined) throw forbidden("As a partner you quote under your company's segments: leave out segment.");
  return partnerId;
}

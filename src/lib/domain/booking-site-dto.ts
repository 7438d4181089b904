/** What the hotel's booking site (issue 39) and its API speak: the pages render these, the API answers them. */

export interface TSiteHotelDto {
  groupId: number;
  name: string;
  currency: string;
  /** The hotel's IANA time zone: the hold's end is told in it. */
  timezone: string;
  /** The hotel's business day: the first arrival the site offers. */
  today: string;
  maxNights: number;
  holdMinutes: number;
}

/** A rate plan as the guest reads it: its cancellation policy and what it includes. */
export interface TSitePlanDto {
  planId: number;
  code: string;
  name: string;
  /** The name French readers see (planName picks it by language). */
  nameFr: string;
  refundable: boolean;
  cancelDays: number | null;
  includes: string[];
  /** The last day the stay cancels free of charge (null: not refundable). */
  freeCancelUntil: string | null;
}

export interface TSiteOfferDto {
  plan: TSitePlanDto;
  totalMinor: number;
  /** Per night, rounded (the total is what is charged). */
  priceMinor: number;
}

export interface TSiteRoomTypeDto {
  roomTypeId: number;
  name: string;
  capacity: number;
  unitsLeft: number;
  offers: TSiteOfferDto[];
}

export interface TSiteOffersDto {
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  kidAges: number[];
  currency: string;
  roomTypes: TSiteRoomTypeDto[];
}

export interface TSiteHoldDto {
  holdId: number;
  /** The hold's signed token: the guest's pages carry it to book with the hold. */
  token: string;
  expiresAt: string;
  status: string;
  roomTypeId: number;
  roomTypeName: string;
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  kidAges: number[];
  currency: string;
  totalMinor: number;
  plan: TSitePlanDto;
}

export interface TSiteBookedDto {
  reservationId: number;
  number: string;
  /** The booking's signed token: the confirmation mail's link carries it. */
  token: string;
  mailStatus: 'sent' | 'outbox' | 'failed';
}

export interface TSiteBookingDto {
  reservationId: number;
  number: string;
  hotelName: string;
  guestName: string;
  roomTypeName: string;
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  totalMinor: number;
  currency: string;
  /** 'expected' | 'cancelled' | other desk statuses, as a word. */
  state: 'booked' | 'cancelled' | 'in_house' | 'departed' | 'no_show';
  plan: TSitePlanDto | null;
  mayCancel: boolean;
}

/** The header the site's pages put the guest's address in (they read it from their own request); the API's limit on holds reads it. */
export const CLIENT_ADDRESS_HEADER = 'x-auberge-client-address';

import { addDays } from './days.ts';

/** The hotel's choices for its front desk (hotels.early_departure_rule, hotels.guest_identification). */
export const EARLY_DEPARTURE_RULES = ['drop', 'charge'] as const;
export type EarlyDepartureRule = (typeof EARLY_DEPARTURE_RULES)[number];
export const GUEST_IDENTIFICATIONS = ['all_adults', 'main_guest'] as const;
export type GuestIdentification = (typeof GUEST_IDENTIFICATIONS)[number];

export interface DeskRules {
  earlyDepartureRule: EarlyDepartureRule;
  guestIdentification: GuestIdentification;
}

/** What a check-out on `today` does to a stay booked [checkin, checkout). */
export interface Departure {
  /** early: before the booked departure; late: after it; due: on it. */
  timing: 'early' | 'due' | 'late';
  /** The departure the stay ends with: the business day, or the arrival's next day when the guest leaves on arrival day. */
  checkout: string;
  bookedCheckout: string;
  /** The booked nights not slept (from the new departure to the booked one). */
  unusedNights: string[];
  rule: EarlyDepartureRule;
}

/**
 * An early departure shortens the stay to the business day (a guest who leaves on the arrival day
 * still had the first night), so the room is free for the nights left; a late one keeps its dates.
 */
export function departureOf(stay: { checkin: string; checkout: string }, today: string, rule: EarlyDepartureRule): Departure {
  const end = today > stay.checkin ? today : addDays(stay.checkin, 1);
  if (end >= stay.checkout) {
    return { timing: today > stay.checkout ? 'late' : 'due', checkout: stay.checkout, bookedCheckout: stay.checkout, unusedNights: [], rule };
  }
  const unusedNights: string[] = [];
  for (let d = end; d < stay.checkout; d = addDays(d, 1)) unusedNights.push(d);
  return { timing: 'early', checkout: end, bookedCheckout: stay.checkout, unusedNights, rule };
}

/** How many identified guests a check-in needs: every adult, or the main guest only. */
export const guestsToIdentify = (adults: number, rule: GuestIdentification): number => (rule === 'all_adults' ? Math.max(1, adults) : 1);

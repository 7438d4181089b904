/**
 * What a portal declared it accepts in its handshake (AlpineBits 2020-10 §3.2: per action it speaks,
 * the capabilities it `supports`), as alpinebits_connections.capabilities keeps it. A push sends an
 * action only if the portal speaks it, and within RatePlans only the parts it declared.
 */
export type PortalCapabilities = Record<string, string[]>;

export const FREE_ROOMS_ACTION = 'action_OTA_HotelInvCountNotif_FreeRooms';
export const RATE_PLANS_ACTION = 'action_OTA_HotelRatePlanNotif_RatePlans';

/** What a RatePlans message may carry for a portal: each part only when it declared the capability. */
export interface RatePlanAccepts {
  /** OTA_HotelRatePlanNotif_accept_RatePlan_RoomType_BookingRule: booking rules per room type (Code, CodeContext ROOMTYPE). */
  roomTypeRules: boolean;
  /** OTA_HotelRatePlanNotif_accept_ArrivalDOW: DOW_Restrictions/ArrivalDaysOfWeek (closed to arrival). */
  arrivalDow: boolean;
  /** OTA_HotelRatePlanNotif_accept_DepartureDOW: DOW_Restrictions/DepartureDaysOfWeek (closed to departure). */
  departureDow: boolean;
}

/** The actions and their capabilities out of the handshake's version entry. */
export function capabilitiesOf(actions: unknown[]): PortalCapabilities {
  const out: PortalCapabilities = {};
  for (const a of actions) {
    if (typeof a !== 'object' || a === null || Array.isArray(a)) continue;
    const { action, supports } = a as Record<string, unknown>;
    if (typeof action !== 'string') continue;
    out[action] = Array.isArray(supports) ? supports.filter((s): s is string => typeof s === 'string') : [];
  }
  return out;
}

export const speaks = (caps: PortalCapabilities, action: string): boolean => Object.hasOwn(caps, action);

export function ratePlanAccepts(caps: PortalCapabilities): RatePlanAccepts {
  const supports = new Set(caps[RATE_PLANS_ACTION] ?? []);
  return {
    roomTypeRules: supports.has('OTA_HotelRatePlanNotif_accept_RatePlan_RoomType_BookingRule'),
    arrivalDow: supports.has('OTA_HotelRatePlanNotif_accept_ArrivalDOW'),
    departureDow: supports.has('OTA_HotelRatePlanNotif_accept_DepartureDOW'),
  };
}

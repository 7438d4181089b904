import { currencyDigits } from '../../../lib/domain/currencies.ts';
import { ALPINEBITS_VERSION, writeXml, type XmlNode } from './alpinebits-xml.ts';
import type { RatePlanAccepts } from './capabilities.ts';

/** What Auberge tells the portal it can do (the handshake's JSON, AlpineBits 2020-10 §3.2). */
export const CLIENT_CAPABILITIES = {
  versions: [
    {
      version: ALPINEBITS_VERSION,
      actions: [
        { action: 'action_OTA_Ping' },
        { action: 'action_OTA_HotelInvCountNotif_FreeRooms' },
        { action: 'action_OTA_HotelRatePlanNotif_RatePlans' },
        { action: 'action_OTA_Read' },
        { action: 'action_OTA_NotifReport' },
      ],
    },
  ],
};

/** OTA_PingRQ of the handshake: the client's capabilities as JSON in EchoData. */
export function writePing(): string {
  return writeXml('OTA_PingRQ', { '@_Version': '8.000', EchoData: JSON.stringify(CLIENT_CAPABILITIES) });
}

/** Free units of one room type (its code) over a run of days [start, end], both days included as the standard reads them. */
export interface FreeRun {
  invTypeCode: string;
  start: string;
  end: string;
  count: number;
}

/**
 * OTA_HotelInvCountNotifRQ (FreeRooms): the hotel's free units per room type (category) and day,
 * a complete set (UniqueID Instance="CompleteSet": what is not listed is not for sale), the
 * bookable count as CountType 2.
 */
export function writeFreeRooms(o: { hotelCode: string; hotelName: string; runs: FreeRun[] }): string {
  const inventory: XmlNode[] = o.runs.map((r) => ({
    StatusApplicationControl: { '@_Start': r.start, '@_End': r.end, '@_InvTypeCode': r.invTypeCode },
    InvCounts: { InvCount: { '@_CountType': '2', '@_Count': String(r.count) } },
  }));
  return writeXml('OTA_HotelInvCountNotifRQ', {
    '@_Version': '4.000',
    UniqueID: { '@_Type': '16', '@_ID': '1', '@_Instance': 'CompleteSet' },
    Inventories: { '@_HotelCode': o.hotelCode, '@_HotelName': o.hotelName, ...(inventory.length ? { Inventory: inventory } : {}) },
  });
}

/** OTA_ReadRQ (GuestRequests): the hotel's reservations the portal has not had acknowledged. */
export function writeReadGuestRequests(o: { hotelCode: string; hotelName: string }): string {
  return writeXml('OTA_ReadRQ', {
    '@_Version': '7.000',
    ReadRequests: { HotelReadRequest: { '@_HotelCode': o.hotelCode, '@_HotelName': o.hotelName } },
  });
}

/**
 * OTA_NotifReportRQ (GuestRequests acknowledgement): the reservations received; a refused one
 * also as a Warning (Type 3, business rule) whose RecordID is its id, with the reason in words.
 */
export function writeNotifReport(o: { accepted: string[]; refused: { resId: string; reason: string }[] }): string {
  const all = [...new Set([...o.accepted, ...o.refused.map((r) => r.resId)])];
  return writeXml('OTA_NotifReportRQ', {
    '@_Version': '7.000',
    Success: '',
    ...(o.refused.length ? { Warnings: { Warning: o.refused.map((r) => ({ '@_Type': '3', '@_RecordID': r.resId, '#text': r.reason })) } } : {}),
    ...(all.length
      ? { NotifDetails: { HotelNotifReport: { HotelReservations: { HotelReservation: all.map((id) => ({ UniqueID: { '@_Type': '14', '@_ID': id } })) } } } }
      : {}),
  });
}

/** A plan's price of one night of a room type (its code) over a run of days [start, end]: the room's, per number of adults in it (1 to its capacity). */
export interface RateRun {
  invTypeCode: string;
  start: string;
  end: string;
  amounts: { guests: number; amountMinor: number }[];
}

/** A plan's restriction over a run of days: the lengths of stay, closed to arrival or to departure, or closed (stop sell). */
export interface RuleRun {
  invTypeCode: string;
  start: string;
  end: string;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  closed: boolean;
}

/** Every day of the week, as DOW_Restrictions names them. */
const WEEK = ['Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat', 'Sun'] as const;
/** No day of the week allowed: over a rule's [Start, End], every day is closed to arrival (or departure). */
const noDay = (): XmlNode => Object.fromEntries(WEEK.map((d) => [`@_${d}`, 'false']));

export interface PlanRates {
  code: string;
  name: string;
  nameFr: string;
  rates: RateRun[];
  rules: RuleRun[];
}

/** Minor units as the decimal amount the standard writes (120.50). */
export const amountOf = (minor: number, currency: string): string => {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

/**
 * OTA_HotelRatePlanNotifRQ (RatePlans, AlpineBits 2020-10 §4.5): every plan on sale, each sent
 * whole (RatePlanNotifType Overlay: what the portal had of it is replaced), with its booking
 * rules per room type (MinLOS/MaxLOS; closed to arrival or departure as DOW_Restrictions whose
 * ArrivalDaysOfWeek or DepartureDaysOfWeek allow no day over the rule's dates; a Master Close for
 * a stop sell; each part only if the portal's handshake declared it: `accepts`), its price per room and night (a BaseByGuestAmt Type 25 per NumberOfGuests: the
 * room for that many adults, tax included, as the desk quotes it) and its name in English and French.
 */
export function writeRatePlans(o: { hotelCode: string; hotelName: string; currency: string; plans: PlanRates[]; accepts: RatePlanAccepts }): string {
  const { accepts } = o;
  const plans: XmlNode[] = o.plans.map((p) => {
    // Rules the portal accepts only (its handshake): per room type at all, and within them the
    // days of arrival and of departure; a rule left with nothing the portal reads is not sent.
    const said = (r: RuleRun) => ({
      ...r,
      closedToArrival: r.closedToArrival && accepts.arrivalDow,
      closedToDeparture: r.closedToDeparture && accepts.departureDow,
    });
    const sent = accepts.roomTypeRules
      ? p.rules.map(said).filter((r) => r.minStay !== null || r.maxStay !== null || r.closedToArrival || r.closedToDeparture || r.closed)
      : [];
    const rules: XmlNode[] = sent.map((r) => {
      const lengths: XmlNode[] = [
        ...(r.minStay !== null ? [{ '@_Time': String(r.minStay), '@_TimeUnit': 'Day', '@_MinMaxMessageType': 'SetMinLOS' }] : []),
        ...(r.maxStay !== null ? [{ '@_Time': String(r.maxStay), '@_TimeUnit': 'Day', '@_MinMaxMessageType': 'SetMaxLOS' }] : []),
      ];
      const dow: XmlNode = {
        ...(r.closedToArrival ? { ArrivalDaysOfWeek: noDay() } : {}),
        ...(r.closedToDeparture ? { DepartureDaysOfWeek: noDay() } : {}),
      };
      // OTA's order within a BookingRule: LengthsOfStay, DOW_Restrictions, RestrictionStatus.
      return {
        '@_Code': r.invTypeCode,
        '@_CodeContext': 'ROOMTYPE',
        '@_Start': r.start,
        '@_End': r.end,
        ...(lengths.length ? { LengthsOfStay: { LengthOfStay: lengths } } : {}),
        ...(r.closedToArrival || r.closedToDeparture ? { DOW_Restrictions: dow } : {}),
        RestrictionStatus: { '@_Restriction': 'Master', '@_Status': r.closed ? 'Close' : 'Open' },
      };
    });
    const rates: XmlNode[] = p.rates.map((r) => ({
      '@_InvTypeCode': r.invTypeCode,
      '@_Start': r.start,
      '@_End': r.end,
      '@_RateTimeUnit': 'Day',
      '@_UnitMultiplier': '1',
      BaseByGuestAmts: {
        BaseByGuestAmt: r.amounts.map((a) => ({
          '@_Type': '25',
          '@_NumberOfGuests': String(a.guests),
          '@_AgeQualifyingCode': '10',
          '@_AmountAfterTax': amountOf(a.amountMinor, o.currency),
          '@_CurrencyCode': o.currency,
        })),
      },
    }));
    const texts: XmlNode[] = [
      { '@_TextFormat': 'PlainText', '@_Language': 'en', '#text': p.name },
      ...(p.nameFr ? [{ '@_TextFormat': 'PlainText', '@_Language': 'fr', '#text': p.nameFr }] : []),
    ];
    return {
      '@_RatePlanNotifType': 'Overlay',
      '@_CurrencyCode': o.currency,
      '@_RatePlanCode': p.code,
      ...(rules.length ? { BookingRules: { BookingRule: rules } } : {}),
      ...(rates.length ? { Rates: { Rate: rates } } : {}),
      Description: { '@_Name': 'title', Text: texts },
    };
  });
  return writeXml('OTA_HotelRatePlanNotifRQ', {
    '@_Version': '1.000',
    RatePlans: { '@_HotelCode': o.hotelCode, '@_HotelName': o.hotelName, ...(plans.length ? { RatePlan: plans } : {}) },
  });
}

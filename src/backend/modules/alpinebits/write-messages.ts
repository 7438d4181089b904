import { ALPINEBITS_VERSION, writeXml, type XmlNode } from './alpinebits-xml.ts';

/** What Auberge tells the portal it can do (the handshake's JSON, AlpineBits 2020-10 §3.2). */
export const CLIENT_CAPABILITIES = {
  versions: [
    {
      version: ALPINEBITS_VERSION,
      actions: [
        { action: 'action_OTA_Ping' },
        { action: 'action_OTA_HotelInvCountNotif_FreeRooms' },
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
  const all = [...o.accepted, ...o.refused.map((r) => r.resId)];
  return writeXml('OTA_NotifReportRQ', {
    '@_Version': '7.000',
    Success: '',
    ...(o.refused.length ? { Warnings: { Warning: o.refused.map((r) => ({ '@_Type': '3', '@_RecordID': r.resId, '#text': r.reason })) } } : {}),
    ...(all.length
      ? { NotifDetails: { HotelNotifReport: { HotelReservations: { HotelReservation: all.map((id) => ({ UniqueID: { '@_Type': '14', '@_ID': id } })) } } } }
      : {}),
  });
}

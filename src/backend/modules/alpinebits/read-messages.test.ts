import { describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import { readAnswer, readGuestRequests } from './read-messages.ts';
import { writeFreeRooms, writeNotifReport } from './write-messages.ts';

const NS = 'http://www.opentravel.org/OTA/2003/05';

describe('AlpineBits messages read and written', () => {
  it("reads a portal's refusal in words: an ERROR: line, or the OTA Errors", () => {
    expect(() => readAnswer('ERROR:invalid hotel code', 'OTA_HotelInvCountNotifRS')).toThrow('the portal refused: invalid hotel code');
    expect(() =>
      readAnswer(
        `<OTA_HotelInvCountNotifRS xmlns="${NS}" Version="4.000"><Errors><Error Type="13" Code="450">unknown room type</Error></Errors></OTA_HotelInvCountNotifRS>`,
        'OTA_HotelInvCountNotifRS',
      ),
    ).toThrow('the portal refused: unknown room type');
    expect(() => readAnswer('<html>oops</html>', 'OTA_PingRS')).toThrow('is not an OTA_PingRS');
    expect(() => readAnswer(`<OTA_PingRS xmlns="${NS}"/>`, 'OTA_PingRS')).toThrow('neither Success nor Errors');
  });

  it('reads guest requests: adults and kid ages, the guest; one without dates is unreadable with why', () => {
    const rs = `<OTA_ResRetrieveRS xmlns="${NS}" Version="7.000"><Success/><ReservationsList>
      <HotelReservation ResStatus="Requested"><UniqueID Type="14" ID="A1"/><RoomStays><RoomStay>
        <RoomTypes><RoomType RoomTypeCode="DZ"/></RoomTypes><GuestCounts><GuestCount Count="2"/><GuestCount Count="1" Age="7"/></GuestCounts>
        <TimeSpan Start="2026-08-01" End="2026-08-04"/></RoomStay></RoomStays>
        <ResGuests><ResGuest><Profiles><ProfileInfo><Profile><Customer><PersonName><GivenName>Lea</GivenName><Surname>Moser &amp; Co</Surname></PersonName>
        <Email>lea@example.com</Email></Customer></Profile></ProfileInfo></Profiles></ResGuest></ResGuests></HotelReservation>
      <HotelReservation><UniqueID Type="14" ID="A2"/><RoomStays><RoomStay><RoomTypes><RoomType RoomTypeCode="DZ"/></RoomTypes></RoomStay></RoomStays></HotelReservation>
    </ReservationsList></OTA_ResRetrieveRS>`;
    const { requests, unreadable } = readGuestRequests(rs);
    expect(requests).toEqual([
      {
        resId: 'A1',
        status: 'Requested',
        roomTypeCode: 'DZ',
        ratePlanCode: null,
        checkin: '2026-08-01',
        checkout: '2026-08-04',
        adults: 2,
        kidAges: [7],
        firstName: 'Lea',
        lastName: 'Moser & Co',
        email: 'lea@example.com',
        phone: '',
      },
    ]);
    expect(unreadable).toEqual([{ resId: 'A2', key: 'alpinebits.refusal.noDates', reason: 'the reservation has no valid TimeSpan Start/End' }]);
  });

  it('escapes what it writes: a hotel name or a reason with markup stays text', () => {
    const xml = writeFreeRooms({ hotelCode: 'H1', hotelName: 'Chez <Anne> & "Paul"', runs: [] });
    expect(xml).not.toContain('<Anne>');
    const inv = new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagName('Inventories')[0];
    expect(inv?.getAttribute('HotelName')).toBe('Chez <Anne> & "Paul"');
    const ack = writeNotifReport({ accepted: [], refused: [{ resId: 'X<1', reason: 'no room <left> & sold' }] });
    expect(ack).not.toContain('<left>');
    expect(ack).not.toContain('X<1');
    const warning = new DOMParser().parseFromString(ack, 'text/xml').getElementsByTagName('Warning')[0];
    expect([warning?.getAttribute('RecordID'), warning?.textContent]).toEqual(['X<1', 'no room <left> & sold']);
  });
});

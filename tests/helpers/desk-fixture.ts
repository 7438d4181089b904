import type { TestApi } from './test-api.ts';
import { isReservationStatus, RESERVATION_STATUS } from '../../src/lib/domain/reservation-status.ts';
import { UNCHARGED, writeStay } from './builders/stay-rows.ts';

// Fixed ids, kept for the files still written against them (tests/back-office-sales.test.ts,
// tests/security/integrity.test.ts): new tests build the same hotel with aDeskHotel (./builders),
// whose ids are the database's and whose stays are RESERVATION_STATUS-typed.

/**
 * @deprecated Use aDeskHotel (./builders/desk-hotel.ts).
 * The front desk's small hotel: in hotel 1 the Doubles 101–104 (type 901) and the Single 201 (902),
 * a passport document type (9001), the guest Karim Bennani (9101) and the company Atlas Voyages
 * (9103) with its partner user '<prefix>-partner' (9201); in hotel 2 a Double 101 (903) and Julie
 * Martin (9102). Codes carry the file's prefix ('CAL-DBL'); room 104 is CLEAN unless said.
 */
export async function seedDeskHotel(api: TestApi, o: { prefix: string; room104?: 'CLEAN' | 'DIRTY' }): Promise<void> {
  const p = o.prefix;
  const partner = `${p.toLowerCase()}-partner`;
  await api.database.exec(`
    insert into doc_types (doc_type_id, code, name, name_fr) values (9001, '${p}-PASSPORT', 'Passport', 'Passeport');
    insert into customers (customer_id, group_id, kind, first_name, last_name) values (9101, 1, 'person', 'Karim', 'Bennani'), (9102, 2, 'person', 'Julie', 'Martin');
    insert into customers (customer_id, group_id, kind, company_name) values (9103, 1, 'company', 'Atlas Voyages');
    insert into room_types (room_type_id, group_id, code, name, sort_order) values (901, 1, '${p}-DBL', 'Double', 1), (902, 1, '${p}-SGL', 'Single', 2), (903, 2, '${p}-DBL', 'Double', 1);
    insert into rooms (room_id, group_id, name, room_type_id, housekeeping_status) values
      (911, 1, '101', 901, 'CLEAN'), (912, 1, '102', 901, 'INSPECTED'), (913, 1, '103', 901, 'DIRTY'), (914, 1, '104', 901, '${o.room104 ?? 'CLEAN'}'),
      (915, 1, '201', 902, 'CLEAN'), (916, 2, '101', 903, 'CLEAN');
    insert into users (user_id, code, username, name, group_id, customer_id) values (9201, '${partner}', '${partner}', 'Partner One', 1, 9103);
    insert into user_preferred_hotels (user_id, group_id) values (9201, 1);
  `);
}

export interface DeskStay {
  checkin: string;
  checkout: string;
  status?: number;
  roomId?: number | null;
  group?: number;
  roomTypeId?: number;
  checkedInAt?: string;
  guestName?: string;
  /** The nights' VAT rate, basis points (0 unless said). */
  nightTaxRateBp?: number;
}

/**
 * @deprecated Use aDeskHotel(...).stay() (./builders/desk-hotel.ts).
 * Adds stays to the desk hotel (guest Karim Bennani; customer 9101 in hotel 1, 9102 in hotel 2), ids
 * from 9301 and numbers '<prefix>-<id>-1': an order with one room item, its reservation and its
 * room-night charges at 10000 a night. Returns the id shared by the order, the item and the stay.
 */
export function deskStayFactory(prefix: string): (api: TestApi, s: DeskStay) => Promise<number> {
  let next = 0;
  return async (api, s) => {
    next += 1;
    const id = 9300 + next;
    const group = s.group ?? 1;
    const status = s.status ?? RESERVATION_STATUS.EXPECTED;
    if (!isReservationStatus(status)) throw new Error(`deskStayFactory: no reservation status ${status}`);
    await writeStay(api, {
      groupId: group,
      customerId: group === 1 ? 9101 : 9102,
      roomTypeId: s.roomTypeId ?? (group === 1 ? 901 : 903),
      roomId: s.roomId ?? null,
      checkin: s.checkin,
      checkout: s.checkout,
      status,
      nightMinor: 10000,
      currency: 'MAD',
      guestName: s.guestName ?? 'Karim Bennani',
      partnerId: null,
      segmentId: null,
      channel: 15,
      adults: 1,
      kidAges: '',
      boNumber: null,
      invoiced: false,
      createdAt: null,
      checkedInAt: s.checkedInAt ?? null,
      checkedOutAt: null,
      cancelledAt: null,
      cancelReason: null,
      cancelPriceMinor: null,
      charges: !UNCHARGED.includes(status),
      nightTaxRateBp: s.nightTaxRateBp ?? 0,
      order: { prefix },
      fixedId: id,
    });
    return id;
  };
}

import type { TestApi } from '../test-api.ts';
import { FIXTURE } from '../fixtures.ts';
import { aCompany, aDocType, aPerson, type CustomerHandle, type DocTypeHandle } from './customers.ts';
import { aRoom, aRoomType, type RoomHandle, type RoomTypeHandle } from './rooms.ts';
import { aStay, type StayBuilder } from './stay.ts';
import { aUser, type UserHandle } from './users.ts';
import type { HousekeepingStatus } from '../../../src/lib/domain/rooms-dto.ts';

/** The front desk's small hotel, by name. */
export interface DeskHotel {
  prefix: string;
  passport: DocTypeHandle;
  /** Karim Bennani, a guest of hotel 1. */
  guest: CustomerHandle;
  /** Julie Martin, a guest of hotel 2. */
  otherGuest: CustomerHandle;
  /** Atlas Voyages, a company of hotel 1, and its partner user '<prefix>-partner'. */
  company: CustomerHandle;
  partner: UserHandle;
  double: RoomTypeHandle;
  single: RoomTypeHandle;
  /** Hotel 2's Double. */
  otherDouble: RoomTypeHandle;
  rooms: { r101: RoomHandle; r102: RoomHandle; r103: RoomHandle; r104: RoomHandle; r201: RoomHandle; other101: RoomHandle };
  /** A stay of Karim Bennani in hotel 1, a Double unless inRoom() or ofType() says, numbered '<prefix>-…'. */
  stay(): StayBuilder;
  /** A stay of Julie Martin in hotel 2's Double. */
  otherHotelStay(): StayBuilder;
}

/**
 * Builds the front desk's small hotel: in hotel 1 the Doubles 101 (CLEAN), 102 (INSPECTED),
 * 103 (DIRTY), 104 (CLEAN unless said) and the Single 201 (CLEAN), a passport document type, the
 * guest Karim Bennani and the company Atlas Voyages with its partner user '<prefix>-partner'; in
 * hotel 2 a Double 101 and Julie Martin. Codes carry the prefix ('CAL-DBL'); ids are the database's.
 */
export async function aDeskHotel(api: TestApi, o: { prefix: string; room104?: HousekeepingStatus }): Promise<DeskHotel> {
  const p = o.prefix;
  const passport = await aDocType(api, { code: `${p}-PASSPORT`, name: 'Passport', nameFr: 'Passeport' });
  const guest = await aPerson(api).named('Karim', 'Bennani').create();
  const otherGuest = await aPerson(api).forHotel(FIXTURE.hotel2).named('Julie', 'Martin').create();
  const company = await aCompany(api).called('Atlas Voyages').create();
  const double = await aRoomType(api).coded(`${p}-DBL`, 'Double').sortedAt(1).create();
  const single = await aRoomType(api).coded(`${p}-SGL`, 'Single').sortedAt(2).create();
  const otherDouble = await aRoomType(api).forHotel(FIXTURE.hotel2).coded(`${p}-DBL`, 'Double').sortedAt(1).create();
  const rooms = {
    r101: await aRoom(api).ofType(double).named('101').clean().create(),
    r102: await aRoom(api).ofType(double).named('102').inspected().create(),
    r103: await aRoom(api).ofType(double).named('103').dirty().create(),
    r104: await aRoom(api)
      .ofType(double)
      .named('104')
      .withStatus(o.room104 ?? 'CLEAN')
      .create(),
    r201: await aRoom(api).ofType(single).named('201').clean().create(),
    other101: await aRoom(api).ofType(otherDouble).named('101').clean().create(),
  };
  const partner = await aUser(api, `${p.toLowerCase()}-partner`).named('Partner One').partnerOf(company).create();
  return {
    prefix: p,
    passport,
    guest,
    otherGuest,
    company,
    partner,
    double,
    single,
    otherDouble,
    rooms,
    stay: () => aStay(api).numbered(p).forCustomer(guest).ofType(double),
    otherHotelStay: () => aStay(api).numbered(p).forCustomer(otherGuest).ofType(otherDouble),
  };
}

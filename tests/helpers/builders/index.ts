/**
 * Test builders: what API tests create, written the way the test reads, with the status
 * constants and the ids the database gives, returned as named handles.
 *
 *   const desk = await aDeskHotel(api, { prefix: 'CAL' });
 *   const stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', '2026-03-12').inHouse('2026-03-08T15:00:00Z').create();
 *   await api.as('clerk1').get(`/pms/reservations/${stay.reservationId}`);
 *
 * The hotels and the staff users of tests/helpers/fixtures.ts are the fixed seed (FIXTURE);
 * everything else comes from here. SQL that writes history the API refuses (a stay in house since
 * yesterday, a closed day) lives in these files only.
 */
export { aStay, anOrder, StayBuilder, type StayHandle, type OrderHandle } from './stay.ts';
export { aPerson, aCompany, aSegment, addToSegment, aDocType, type CustomerHandle, type SegmentHandle, type DocTypeHandle } from './customers.ts';
export { aRoomType, aRoom, roomsOf, aBuilding, aRoomClosure, aRoomRate, aChildRateBand, type RoomTypeHandle, type RoomHandle } from './rooms.ts';
export { aUser, grantRoles, type UserHandle } from './users.ts';
export { aPayment, aCharge, aClosedDay, aTag, aRegisteredGuest, anExchangeRate, anExtra } from './folio.ts';
export { aPastAuditEvent } from './audit.ts';
export { aHouseMaid, anEquipment, aMaidAssignment, aRoomCleaning, type HouseMaidHandle } from './housekeeping.ts';
export { aProduct, type ProductHandle } from './products.ts';
export { aDeskHotel, type DeskHotel } from './desk-hotel.ts';
export { AUDIT } from '../../../src/lib/domain/audit-types.ts';
export { RESERVATION_STATUS } from '../../../src/lib/domain/reservation-status.ts';
export { ORDER_STATUS } from '../../../src/backend/core/order-status.ts';
export { FIXTURE } from '../fixtures.ts';

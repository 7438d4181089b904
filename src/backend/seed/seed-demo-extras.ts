import type { Queryer } from '../db/client.ts';
import { RESERVATION_STATUS as S } from '../../lib/domain/reservation-status.ts';
import type { Rng } from './prng.ts';
import { insertRows } from './bulk-insert.ts';
import { literal, type Cell } from './sql-literal.ts';
import type { PlannedStay } from './plan-stays.ts';
import type { SeededCustomers } from './seed-customers.ts';

const NOTES = [
  'Late arrival, around 23:00', 'Honeymoon: flowers and a card in the room', 'Allergic to nuts', 'Airport transfer requested',
  'Extra bed for a child', 'Quiet room away from the street, please', 'VIP: welcome drink', 'Pays on departure by bank transfer',
];

/**
 * What the front desk adds to stays: registration cards (guests with identity documents) for
 * in-house and departed stays, hotel-card tags for in-house ones, and a few notes.
 */
export async function seedStayDetails(q: Queryer, rng: Rng, o: { groupId: number; stays: readonly PlannedStay[]; firstReservationId: number; customers: SeededCustomers; noteBy: number }): Promise<void> {
  const persons = new Map(o.customers.persons.map((p) => [p.customerId, p]));
  const [passport] = await q.query<{ doc_type_id: number }>(`select doc_type_id from doc_types where code = 'PASSPORT'`);
  const guests: Cell[][] = [];
  const tags: Cell[][] = [];
  const notes: Cell[][] = [];
  o.stays.forEach((s, i) => {
    const reservationId = o.firstReservationId + i;
    if (s.status === S.IN_HOUSE || s.status === S.DEPARTED) {
      const p = persons.get(s.customerId);
      if (p) guests.push([o.groupId, reservationId, p.customerId, p.firstName, p.lastName, p.nationality, p.birthDate, passport?.doc_type_id ?? null, p.docNumber, true]);
      if (s.adults > 1 && rng.chance(0.5)) {
        const c = rng.pick(o.customers.persons);
        guests.push([o.groupId, reservationId, null, c.firstName, p?.lastName ?? c.lastName, c.nationality, c.birthDate, passport?.doc_type_id ?? null, c.docNumber, false]);
      }
    }
    if (s.status === S.IN_HOUSE) tags.push([o.groupId, reservationId, String(1_000_000_000 + reservationId * 7919), s.checkedInAt]);
    if ((s.status === S.IN_HOUSE || s.status === S.EXPECTED) && rng.chance(0.04)) notes.push([o.groupId, reservationId, o.noteBy, rng.pick(NOTES), 'note']);
  });
  await insertRows(q, 'reservation_guests', ['group_id', 'reservation_id', 'customer_id', 'first_name', 'last_name', 'nationality', 'birth_date', 'doc_type_id', 'doc_number', 'is_primary'], guests);
  await insertRows(q, 'reservation_tags', ['group_id', 'reservation_id', 'tag', 'created_at'], tags);
  await insertRows(q, 'reservation_notes', ['group_id', 'reservation_id', 'user_id', 'message', 'type'], notes);
}

/** A handful of audit events of each kind the demo's recent days would have recorded. */
export async function seedDemoAudit(q: Queryer, o: { groupId: number; today: string; clerk: { id: number; name: string }; auditor: { id: number; name: string } }): Promise<void> {
  const g = o.groupId;
  // Never in the future: the demo's stays booked "today" may carry a later hour than the seed's, and
  // a seed just after midnight comes before this morning's login and last night's closing.
  const event = (type: number, user: { id: number; name: string }, message: string, where: string, at: string) => `
    insert into audit_events (group_id, user_id, user_name, type_id, message, item_id, item_number, detail, created_at)
      select ${g}, ${user.id}, ${literal(user.name)}, ${type}, ${message}, r.item_id, r.number, r.guest_name, least(${at}, now())
      from reservations r where r.group_id = ${g} and ${where} order by r.reservation_id limit 6;`;
  const today = `'${o.today}'::date`;
  await q.exec([
    event(9, o.clerk, `'Reservation ' || r.number || ' created'`, `r.created_at >= ${today} - 3`, 'r.created_at'),
    event(5, o.clerk, `'Check-in of ' || r.guest_name`, `r.status = 2 and r.checkin >= ${today} - 1`, 'r.checked_in_at'),
    event(6, o.clerk, `'Check-out of ' || r.guest_name`, `r.status = 3 and r.checkout = ${today} - 1`, 'r.checked_out_at'),
    event(17, o.clerk, `'Reservation ' || r.number || ' cancelled: ' || coalesce(r.cancel_reason, '')`, `r.status = 5 and r.cancelled_at >= ${today} - 7`, 'r.cancelled_at'),
    event(18, o.auditor, `'No show: ' || r.number`, `r.status = 6 and r.checkin >= ${today} - 14`, 'r.cancelled_at'),
    `insert into audit_events (group_id, user_id, user_name, type_id, message, created_at)
       select ${g}, ${o.auditor.id}, ${literal(o.auditor.name)}, 33, 'Daily closing of ' || d.day, d.closed_at
       from business_days d where d.group_id = ${g} and d.day >= ${today} - 7;
     insert into audit_events (group_id, user_id, user_name, type_id, message, created_at)
       values (${g}, ${o.clerk.id}, ${literal(o.clerk.name)}, 7, 'Logged in to Auberge', least(${today} + time '07:55', now()));`,
  ].join('\n'));
}

import type { Queryer } from '../db/client.ts';
import { RESERVATION_STATUS as S } from '../../lib/domain/reservation-status.ts';
import type { Rng } from './prng.ts';
import { insertRows } from './bulk-insert.ts';
import { literal, type Cell } from '../core/sql-literal.ts';
import { AUDIT } from '../../lib/domain/audit-types.ts';
import { t } from '../../lib/i18n/t.ts';
import type { AuditMessageKey } from '../../lib/i18n/audit-messages.en.ts';
import type { PlannedStay } from './plan-stays.ts';
import type { SeededCustomers } from './seed-customers.ts';

const NOTES = [
  'Late arrival, around 23:00',
  'Honeymoon: flowers and a card in the room',
  'Allergic to nuts',
  'Airport transfer requested',
  'Extra bed for a child',
  'Quiet room away from the street, please',
  'VIP: welcome drink',
  'Pays on departure by bank transfer',
];

/**
 * What the front desk adds to stays: registration cards (guests with identity documents) for
 * in-house and departed stays, hotel-card tags for in-house ones, and a few notes.
 */
export async function seedStayDetails(
  q: Queryer,
  rng: Rng,
  o: { groupId: number; stays: readonly PlannedStay[]; firstReservationId: number; customers: SeededCustomers; noteBy: number },
): Promise<void> {
  const persons = new Map(o.customers.persons.map((p) => [p.customerId, p]));
  const [passport] = await q.query<{ doc_type_id: number }>(`select doc_type_id from doc_types where code = 'PASSPORT'`);
  const guests: Cell[][] = [];
  const tags: Cell[][] = [];
  const notes: Cell[][] = [];
  o.stays.forEach((s, i) => {
    const reservationId = o.firstReservationId + i;
    if (s.status === S.IN_HOUSE || s.status === S.DEPARTED) {
      const p = persons.get(s.customerId);
      if (p)
        guests.push([
          o.groupId,
          reservationId,
          p.customerId,
          p.firstName,
          p.lastName,
          p.nationality,
          p.birthDate,
          passport?.doc_type_id ?? null,
          p.docNumber,
          true,
        ]);
      if (s.adults > 1 && rng.chance(0.5)) {
        const c = rng.pick(o.customers.persons);
        guests.push([
          o.groupId,
          reservationId,
          null,
          c.firstName,
          p?.lastName ?? c.lastName,
          c.nationality,
          c.birthDate,
          passport?.doc_type_id ?? null,
          c.docNumber,
          false,
        ]);
      }
    }
    if (s.status === S.IN_HOUSE) tags.push([o.groupId, reservationId, String(1_000_000_000 + reservationId * 7919), s.checkedInAt]);
    if ((s.status === S.IN_HOUSE || s.status === S.EXPECTED) && rng.chance(0.04)) notes.push([o.groupId, reservationId, o.noteBy, rng.pick(NOTES), 'note']);
  });
  await insertRows(
    q,
    'reservation_guests',
    ['group_id', 'reservation_id', 'customer_id', 'first_name', 'last_name', 'nationality', 'birth_date', 'doc_type_id', 'doc_number', 'is_primary'],
    guests,
  );
  await insertRows(q, 'reservation_tags', ['group_id', 'reservation_id', 'tag', 'created_at'], tags);
  await insertRows(q, 'reservation_notes', ['group_id', 'reservation_id', 'user_id', 'message', 'type'], notes);
}

interface SeedEvent {
  kind: string;
  item_id: number | null;
  number: string | null;
  guest_name: string | null;
  room: string | null;
  room_type: string | null;
  checkin: string | null;
  checkout: string | null;
  day: string | null;
  at: string;
}

/** A seeded event's type, user, translation key and values: the very ones the product records for it. */
function demoEvent(
  e: SeedEvent,
  o: { clerk: { id: number; name: string }; auditor: { id: number; name: string } },
): { type: number; user: { id: number; name: string }; key: AuditMessageKey; params: Record<string, string> } {
  const number = e.number ?? '';
  const room = e.room ?? '-';
  switch (e.kind) {
    case 'booked':
      return {
        type: AUDIT.CREATE_RESERVATION,
        user: o.clerk,
        key: e.room ? 'audit.msg.stay.booked' : 'audit.msg.stay.bookedNoRoom',
        params: { number, guest: e.guest_name ?? '', roomType: e.room_type ?? '', room: e.room ?? '', checkin: e.checkin ?? '', checkout: e.checkout ?? '' },
      };
    case 'checkedIn':
      return { type: AUDIT.CHECKIN, user: o.clerk, key: 'audit.msg.stay.checkedIn', params: { number, room } };
    case 'checkedOut':
      return { type: AUDIT.CHECKOUT, user: o.clerk, key: 'audit.msg.stay.checkedOut', params: { number, room } };
    case 'cancelled':
      return { type: AUDIT.CANCELLED, user: o.clerk, key: 'audit.msg.stay.cancelled', params: { number } };
    case 'noShow':
      return { type: AUDIT.NO_SHOW, user: o.auditor, key: 'audit.msg.stay.noShowByClosing', params: { number, day: e.checkin ?? '' } };
    case 'closing':
      return { type: AUDIT.DAILY_CLOSING, user: o.auditor, key: 'audit.msg.closing.daily', params: { day: e.day ?? '' } };
    default:
      return { type: AUDIT.LOGIN, user: o.clerk, key: 'audit.msg.user.loggedIn', params: {} };
  }
}

/**
 * A handful of audit events of each kind the demo's recent days would have recorded, written as the
 * product writes them: the English message, and its translation key and values for the activity report.
 */
export async function seedDemoAudit(
  q: Queryer,
  o: { groupId: number; today: string; clerk: { id: number; name: string }; auditor: { id: number; name: string } },
): Promise<void> {
  const g = o.groupId;
  const today = `${literal(o.today)}::date`;
  // Never in the future: the demo's stays booked "today" may carry a later hour than the seed's, and
  // a seed just after midnight comes before this morning's login and last night's closing.
  const stays = (kind: string, where: string, at: string) => `(
    select ${literal(kind)} as kind, r.item_id, r.number, r.guest_name, rm.name as room, rt.name as room_type, r.checkin::text as checkin, r.checkout::text as checkout,
      null::text as day, least(${at}, now())::text as at
    from reservations r join room_types rt on rt.room_type_id = r.room_type_id left join rooms rm on rm.room_id = r.room_id
    where r.group_id = ${g} and ${where} order by r.reservation_id limit 6)`;
  const events = await q.query<SeedEvent>(
    [
      stays('booked', `r.created_at >= ${today} - 3`, 'r.created_at'),
      stays('checkedIn', `r.status = ${S.IN_HOUSE} and r.checkin >= ${today} - 1`, 'r.checked_in_at'),
      stays('checkedOut', `r.status = ${S.DEPARTED} and r.checkout = ${today} - 1`, 'r.checked_out_at'),
      stays('cancelled', `r.status = ${S.CANCELLED} and r.cancelled_at >= ${today} - 7`, 'r.cancelled_at'),
      stays('noShow', `r.status = ${S.NO_SHOW} and r.checkin >= ${today} - 14`, 'r.cancelled_at'),
      `(select 'closing', null, null, null, null, null, null, null, d.day::text, d.closed_at::text from business_days d where d.group_id = ${g} and d.day >= ${today} - 7)`,
      `(select 'login', null, null, null, null, null, null, null, null, least(${today} + time '07:55', now())::text)`,
    ].join('\nunion all\n'),
  );
  await insertRows(
    q,
    'audit_events',
    ['group_id', 'user_id', 'user_name', 'type_id', 'message', 'message_key', 'message_params', 'item_id', 'item_number', 'detail', 'created_at'],
    events.map((e) => {
      const { type, user, key, params } = demoEvent(e, o);
      return [g, user.id, user.name, type, t('en', key, params), key, JSON.stringify(params), e.item_id, e.number, e.guest_name, e.at];
    }),
  );
}

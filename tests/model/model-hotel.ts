import type { Caller, Reply, TestApi } from '../helpers/test-api.ts';
import { addDays } from '../../src/lib/domain/days.ts';

/** The day every model run starts on (the hotel's first business day: it has never closed). */
export const START_DAY = '2026-03-10';
export const EUR_RATE = 10.85;

/** A hotel of its own per run (and per shrink replay), so a run never sees another's folios or days. */
export interface ModelHotel {
  groupId: number;
  caller: Caller;
  customerId: number;
  docTypeId: number;
  /** Rooms by type: A (three), B (one). */
  rooms: { roomId: number; name: string; type: 'A' | 'B' }[];
  roomTypes: { A: number; B: number };
}

let next = 0;

/**
 * Creates the run's hotel with SQL (what the API cannot create: a hotel, its tax configuration,
 * rooms, a rate, a user with the desk, cashier and night-audit roles), in UTC so a closing after
 * midnight is the night audit.
 */
export async function openModelHotel(api: TestApi): Promise<ModelHotel> {
  next += 1;
  const g = 500 + next + (api.engine === 'postgres' ? 5000 : 0);
  const base = g * 10;
  const code = `model-${api.engine}-${g}`;
  await api.database.exec(`
    insert into hotels (group_id, name, code, city, country_code, currency, timezone, attributes) values
      (${g}, 'Model ${g}', 'M${g}', 'Marrakech', 'MA', 'MAD', 'UTC', '["M${g}"]');
    insert into tax_rates (group_id, family, rate_bp) select ${g}, r.family, r.rate_bp from auberge_country_tax_rates('MA') r;
    insert into service_points (group_id, name, code) values (${g}, 'Reception', 'REC');
    insert into users (code, username, name, group_id, pos_id, permissions)
      select '${code}', '${code}', 'Model Clerk', ${g}, pos_id, '["early_closing"]' from service_points where group_id = ${g};
    insert into user_preferred_hotels (user_id, group_id) select user_id, ${g} from users where code = '${code}';
    insert into user_preferred_pos (user_id, pos_id) select u.user_id, u.pos_id from users u where code = '${code}';
    insert into user_roles (user_id, role_id) select u.user_id, r.role_id from users u cross join roles r
      where u.code = '${code}' and r.code in ('admin', 'front_desk', 'cashier', 'night_auditor');
    insert into room_types (room_type_id, group_id, code, name, capacity, base_rate_minor, sort_order) values
      (${base + 1}, ${g}, 'MA${g}', 'Double', 2, 50000, 1), (${base + 2}, ${g}, 'MB${g}', 'Suite', 3, 90000, 2);
    insert into rooms (room_id, group_id, name, room_type_id, housekeeping_status) values
      (${base + 1}, ${g}, '101', ${base + 1}, 'CLEAN'), (${base + 2}, ${g}, '102', ${base + 1}, 'CLEAN'),
      (${base + 3}, ${g}, '103', ${base + 1}, 'CLEAN'), (${base + 4}, ${g}, '201', ${base + 2}, 'CLEAN');
    insert into customers (customer_id, group_id, kind, first_name, last_name) values (${base + 1}, ${g}, 'person', 'Model', 'Guest ${g}');
    insert into doc_types (doc_type_id, code, name, name_fr) values (${base + 1}, 'MP${g}', 'Passport', 'Passeport');
    insert into exchange_rates (group_id, currency, day, rate) values (${g}, 'EUR', '${addDays(START_DAY, -30)}', ${EUR_RATE});
  `);
  return {
    groupId: g,
    caller: api.as(code),
    customerId: base + 1,
    docTypeId: base + 1,
    rooms: [
      { roomId: base + 1, name: '101', type: 'A' },
      { roomId: base + 2, name: '102', type: 'A' },
      { roomId: base + 3, name: '103', type: 'A' },
      { roomId: base + 4, name: '201', type: 'B' },
    ],
    roomTypes: { A: base + 1, B: base + 2 },
  };
}

/** A refusal the model tolerates is a 4xx; a 5xx is a defect whatever the command. */
export function noServerError(what: string, r: Reply): Reply {
  if (r.status >= 500) throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.body).slice(0, 400)}`);
  return r;
}

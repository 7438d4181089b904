import type { Queryer } from '../db/client.ts';
import { insertRows, reserveIds } from './bulk-insert.ts';
import type { Cell } from '../core/sql-literal.ts';
import type { PropertySpec } from './property-spec.ts';

export interface SeededProperty {
  rooms: { roomId: number; roomTypeId: number; name: string }[];
  roomTypes: { roomTypeId: number; code: string; name: string; capacity: number; baseRateMinor: number }[];
  segments: (PropertySpec['segments'][number] & { segmentId: number })[];
  servicePoints: { posId: number; code: string }[];
}

/**
 * Writes a hotel's structure: the hotel (group) unless it exists, service points, market
 * segments, room types, buildings, floors, zones and rooms. Floors are numbered through the
 * whole hotel so room names ('101', '1012') stay unique.
 */
export async function seedProperty(q: Queryer, p: PropertySpec): Promise<SeededProperty> {
  await q.query(
    `insert into hotels (group_id, name, code, city, country_code, currency, timezone, attributes) values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
     on conflict (group_id) do nothing`,
    [p.groupId, p.name, p.code, p.city, p.countryCode, p.currency, p.timezone, JSON.stringify(p.attributes)],
  );
  // Its tax configuration: its country's rates (migration 0031), which its charges then carry.
  await q.query(
    `insert into tax_rates (group_id, family, rate_bp) select $1, r.family, r.rate_bp from auberge_country_tax_rates($2) r on conflict do nothing`,
    [p.groupId, p.countryCode],
  );
  const ids = async (table: string, column: string, n: number) => reserveIds(q, table, column, n);
  const pos0 = await ids('service_points', 'pos_id', p.servicePoints.length);
  await insertRows(
    q,
    'service_points',
    ['pos_id', 'group_id', 'name', 'code'],
    p.servicePoints.map((s, i) => [pos0 + i, p.groupId, s.name, s.code]),
  );
  const seg0 = await ids('market_segments', 'segment_id', p.segments.length);
  await insertRows(
    q,
    'market_segments',
    ['segment_id', 'group_id', 'name', 'code', 'channel'],
    p.segments.map((s, i) => [seg0 + i, p.groupId, s.name, s.code, s.channel]),
  );
  const type0 = await ids('room_types', 'room_type_id', p.roomTypes.length);
  const roomTypes = p.roomTypes.map((t, i) => ({ roomTypeId: type0 + i, code: t.code, name: t.name, capacity: t.capacity, baseRateMinor: t.baseRateMinor }));
  await insertRows(
    q,
    'room_types',
    ['room_type_id', 'group_id', 'code', 'name', 'capacity', 'base_rate_minor', 'sort_order'],
    roomTypes.map((t, i) => [t.roomTypeId, p.groupId, t.code, t.name, t.capacity, t.baseRateMinor, i]),
  );
  const b0 = await ids('buildings', 'building_id', p.buildings.length);
  await insertRows(
    q,
    'buildings',
    ['building_id', 'group_id', 'name'],
    p.buildings.map((name, i) => [b0 + i, p.groupId, name]),
  );
  const z0 = await ids('zones', 'zone_id', p.zones.length);
  await insertRows(
    q,
    'zones',
    ['zone_id', 'group_id', 'name'],
    p.zones.map((name, i) => [z0 + i, p.groupId, name]),
  );

  const total = p.roomTypes.reduce((s, t) => s + t.count, 0);
  const floorCount = Math.max(1, Math.ceil(total / p.roomsPerFloor));
  const f0 = await ids('floors', 'floor_id', floorCount);
  const floors: Cell[][] = [];
  for (let f = 0; f < floorCount; f++) {
    const building = Math.floor((f * p.buildings.length) / floorCount);
    floors.push([f0 + f, p.groupId, b0 + building, `Floor ${f + 1}`, f + 1]);
  }
  await insertRows(q, 'floors', ['floor_id', 'group_id', 'building_id', 'name', 'level'], floors);

  const r0 = await ids('rooms', 'room_id', total);
  const rooms: SeededProperty['rooms'] = [];
  const rows: Cell[][] = [];
  roomTypes.forEach((t, ti) => {
    for (let k = 0; k < p.roomTypes[ti]!.count; k++) {
      const i = rooms.length;
      const floor = Math.floor(i / p.roomsPerFloor);
      const name = `${floor + 1}${String((i % p.roomsPerFloor) + 1).padStart(2, '0')}`;
      rooms.push({ roomId: r0 + i, roomTypeId: t.roomTypeId, name });
      rows.push([r0 + i, p.groupId, name, t.roomTypeId, f0 + floor, p.zones.length ? z0 + (i % p.zones.length) : null]);
    }
  });
  await insertRows(q, 'rooms', ['room_id', 'group_id', 'name', 'room_type_id', 'floor_id', 'zone_id'], rows);
  return {
    rooms,
    roomTypes,
    segments: p.segments.map((s, i) => ({ ...s, segmentId: seg0 + i })),
    servicePoints: p.servicePoints.map((s, i) => ({ posId: pos0 + i, code: s.code })),
  };
}

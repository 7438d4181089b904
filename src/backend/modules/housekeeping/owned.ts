import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { conflict, notFound, pgErrorCode, word } from '../../http/errors.ts';

const TABLES = {
  building: { table: 'buildings', id: 'building_id' },
  floor: { table: 'floors', id: 'floor_id' },
  zone: { table: 'zones', id: 'zone_id' },
  room: { table: 'rooms', id: 'room_id' },
  roomType: { table: 'room_types', id: 'room_type_id' },
  equipment: { table: 'equipment', id: 'equipment_id' },
  houseMaid: { table: 'house_maids', id: 'house_maid_id' },
  intervention: { table: 'interventions', id: 'intervention_id' },
  interventionInstance: { table: 'intervention_instances', id: 'intervention_instance_id' },
} as const;
export type OwnedKind = keyof typeof TABLES;

const LABEL: Record<OwnedKind, string> = {
  building: 'building',
  floor: 'floor',
  zone: 'zone',
  room: 'room',
  roomType: 'room type',
  equipment: 'equipment',
  houseMaid: 'house maid',
  intervention: 'intervention',
  interventionInstance: 'intervention instance',
};

/**
 * Refuses (404, naming the field) an id that is not a row of this hotel: another hotel's id reads
 * exactly like an unknown one, so a caller learns nothing about other hotels.
 */
export async function assertOwned(db: Db, kind: OwnedKind, id: number, groupId: number, field: string = `${kind}Id`): Promise<void> {
  const t = TABLES[kind];
  const found = await rowsOf<{ ok: number }>(
    db,
    sql`select 1 as ok from ${sql.identifier(t.table)} where ${sql.identifier(t.id)} = ${id} and group_id = ${groupId}`,
  );
  if (found.length === 0)
    throw notFound(`${field}: hotel ${groupId} has no ${LABEL[kind]} ${id}.`, { key: 'errors.hk.noSuch', params: { thing: word(`errors.thing.${kind}`) } });
}

/** Counts rows of `table` whose `column` is `id` (what a delete would leave dangling). */
export async function countUses(db: Db, table: string, column: string, id: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`);
  return Number(row?.n ?? 0);
}

/** Runs a write whose unique constraint may refuse it, as a 409 naming what already exists. */
export async function unique<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw conflict(`${what} already exists; choose another name.`, { key: 'errors.hk.nameTaken' });
    throw err;
  }
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { AppError, notFound, pgErrorCode, word } from '../../http/errors.ts';
import type { ErrorKey } from '../../../lib/i18n/errors.en.ts';

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

/** The things a hotel names uniquely, and the refusal that says the name already taken. */
const TAKEN = {
  building: { key: 'errors.hk.buildingTaken', english: (name: string) => `A building named '${name}'` },
  floor: { key: 'errors.hk.floorTaken', english: (name: string) => `A floor named '${name}' in this building` },
  zone: { key: 'errors.hk.zoneTaken', english: (name: string) => `A zone named '${name}'` },
  room: { key: 'errors.hk.roomTaken', english: (name: string) => `Room ${name} in this hotel` },
  roomType: { key: 'errors.hk.roomTypeTaken', english: (name: string) => `A room type with the code '${name}'` },
  houseMaid: { key: 'errors.hk.houseMaidTaken', english: (name: string) => `A house maid named '${name}'` },
} as const satisfies Record<string, { key: ErrorKey; english: (name: string) => string }>;
export type NamedKind = keyof typeof TAKEN;

/**
 * Runs a write whose unique constraint may refuse it, as a 409 naming the thing and the name that
 * already exists ('La chambre 303 existe déjà…'), with `field` the input that carries the name.
 */
export async function unique<T>(taken: { kind: NamedKind; name: string; field?: string }, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) !== '23505') throw err;
    const t = TAKEN[taken.kind];
    throw new AppError('conflict', `${t.english(taken.name)} already exists; choose another name.`, taken.field ?? 'name', {
      key: t.key,
      params: { name: taken.name },
    });
  }
}

import type { TestApi } from '../test-api.ts';
import { FIXTURE } from '../fixtures.ts';
import { insertReturning, type Columns } from './insert-returning.ts';
import type { HousekeepingStatus } from '../../../src/lib/domain/rooms-dto.ts';

export interface RoomTypeHandle {
  roomTypeId: number;
  groupId: number;
  code: string;
  name: string;
}

export interface RoomHandle {
  roomId: number;
  groupId: number;
  name: string;
  roomTypeId: number;
}

/** A room type of a hotel (hotel 1 unless said): `aRoomType(api).coded('DBL', 'Double').create()`. */
export class RoomTypeBuilder {
  private groupId: number = FIXTURE.hotel1;
  private code = 'TYPE';
  private name = 'Room type';
  private readonly cols: Columns = {};

  private readonly api: TestApi;

  constructor(api: TestApi) {
    this.api = api;
  }

  forHotel(groupId: number): this {
    this.groupId = groupId;
    return this;
  }

  coded(code: string, name = code): this {
    this.code = code;
    this.name = name;
    return this;
  }

  /** How many people it sleeps. */
  sleeping(capacity: number): this {
    this.cols['capacity'] = capacity;
    return this;
  }

  /** The rack rate per night, minor units (the booking service's fallback price). */
  atRackRate(minor: number): this {
    this.cols['base_rate_minor'] = minor;
    return this;
  }

  sortedAt(order: number): this {
    this.cols['sort_order'] = order;
    return this;
  }

  async create(): Promise<RoomTypeHandle> {
    const row = await insertReturning<{ room_type_id: number }>(
      this.api,
      'room_types',
      { group_id: this.groupId, code: this.code, name: this.name, ...this.cols },
      'room_type_id',
    );
    return { roomTypeId: row.room_type_id, groupId: this.groupId, code: this.code, name: this.name };
  }
}

export const aRoomType = (api: TestApi) => new RoomTypeBuilder(api);

/** A room of a room type (in the type's hotel), CLEAN and active unless said: `aRoom(api).ofType(double).named('101').dirty().create()`. */
export class RoomBuilder {
  private type: Pick<RoomTypeHandle, 'roomTypeId' | 'groupId'> | undefined;
  private name = '';
  private readonly cols: Columns = {};

  private readonly api: TestApi;

  constructor(api: TestApi) {
    this.api = api;
  }

  ofType(type: Pick<RoomTypeHandle, 'roomTypeId' | 'groupId'>): this {
    this.type = type;
    return this;
  }

  named(name: string): this {
    this.name = name;
    return this;
  }

  withStatus(status: HousekeepingStatus): this {
    this.cols['housekeeping_status'] = status;
    return this;
  }

  clean(): this {
    return this.withStatus('CLEAN');
  }

  dirty(): this {
    return this.withStatus('DIRTY');
  }

  inspected(): this {
    return this.withStatus('INSPECTED');
  }

  outOfOrder(): this {
    return this.withStatus('OUT_OF_ORDER');
  }

  inactive(): this {
    this.cols['active'] = false;
    return this;
  }

  onFloor(floor: { floorId: number }): this {
    this.cols['floor_id'] = floor.floorId;
    return this;
  }

  inZone(zone: { zoneId: number }): this {
    this.cols['zone_id'] = zone.zoneId;
    return this;
  }

  async create(): Promise<RoomHandle> {
    if (!this.type) throw new Error('aRoom: say its type with ofType()');
    if (!this.name) throw new Error('aRoom: say its name with named()');
    const row = await insertReturning<{ room_id: number }>(
      this.api,
      'rooms',
      { group_id: this.type.groupId, name: this.name, room_type_id: this.type.roomTypeId, ...this.cols },
      'room_id',
    );
    return { roomId: row.room_id, groupId: this.type.groupId, name: this.name, roomTypeId: this.type.roomTypeId };
  }
}

export const aRoom = (api: TestApi) => new RoomBuilder(api);

/** Several rooms of one type at once, by name: `const [r101, r102] = await roomsOf(api, double, ['101', '102'])`. */
export async function roomsOf(api: TestApi, type: Pick<RoomTypeHandle, 'roomTypeId' | 'groupId'>, names: readonly string[]): Promise<RoomHandle[]> {
  const rooms: RoomHandle[] = [];
  for (const name of names) rooms.push(await aRoom(api).ofType(type).named(name).create());
  return rooms;
}

/** A building and its floors (floor names with their levels). */
export async function aBuilding(
  api: TestApi,
  o: { name: string; groupId?: number; floors?: readonly [name: string, level: number][] },
): Promise<{ buildingId: number; floors: { floorId: number; name: string }[] }> {
  const groupId = o.groupId ?? FIXTURE.hotel1;
  const { building_id: buildingId } = await insertReturning<{ building_id: number }>(api, 'buildings', { group_id: groupId, name: o.name }, 'building_id');
  const floors: { floorId: number; name: string }[] = [];
  for (const [name, level] of o.floors ?? []) {
    const f = await insertReturning<{ floor_id: number }>(api, 'floors', { group_id: groupId, building_id: buildingId, name, level }, 'floor_id');
    floors.push({ floorId: f.floor_id, name });
  }
  return { buildingId, floors };
}

/** A room out of order over the nights [from, to). */
export async function aRoomClosure(
  api: TestApi,
  room: Pick<RoomHandle, 'roomId' | 'groupId'>,
  o: { from: string; to: string; reason: string },
): Promise<{ closureId: number }> {
  const row = await insertReturning<{ closure_id: number }>(
    api,
    'room_closures',
    { group_id: room.groupId, room_id: room.roomId, from_day: o.from, to_day: o.to, reason: o.reason },
    'closure_id',
  );
  return { closureId: row.closure_id };
}

/** A room type's price of one night on a booking channel (15 unless said). */
export async function aRoomRate(
  api: TestApi,
  type: Pick<RoomTypeHandle, 'roomTypeId' | 'groupId'>,
  o: { day: string; priceMinor: number; channel?: number },
): Promise<void> {
  await api.database.query(`insert into room_rates (group_id, room_type_id, day, channel, price_minor) values ($1, $2, $3, $4, $5)`, [
    type.groupId,
    type.roomTypeId,
    o.day,
    o.channel ?? 15,
    o.priceMinor,
  ]);
}

/** A room type's price for children of an age band: a percent of the adult night, or a fixed amount. */
export async function aChildRateBand(
  api: TestApi,
  type: Pick<RoomTypeHandle, 'roomTypeId' | 'groupId'>,
  o: { minAge: number; maxAge: number; percent?: number; fixedMinor?: number },
): Promise<void> {
  await api.database.query(`insert into child_rate_bands (group_id, room_type_id, min_age, max_age, percent, fixed_minor) values ($1, $2, $3, $4, $5, $6)`, [
    type.groupId,
    type.roomTypeId,
    o.minAge,
    o.maxAge,
    o.percent ?? null,
    o.fixedMinor ?? null,
  ]);
}

import { expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aClosedDay, aRoomType, aSegment, FIXTURE, grantRoles } from './helpers/builders/index.ts';
import { findSessionUserAt } from '../src/backend/core/session-user.ts';
import { listUserMenuTree } from '../src/backend/modules/menus/list-user-menu-tree.ts';
import { findClosingDateFor } from '../src/backend/modules/closing/find-closing-date.ts';
import { listFilterChoicesFor } from '../src/backend/modules/reservations/list-filter-choices.ts';
import { findRoomTypeFor } from '../src/backend/modules/booking/lock-room-type.ts';
import { findHotelFor } from '../src/backend/modules/booking/find-booking-hotel.ts';

/** The signed-in user, their menu and business date kept between requests are never stale: any write that shapes them moves the stamp. */
describeApi('kept session users', (api) => {
  const stamp = async () => (await api().database.query<{ s: string }>(`select stamp::text as s from cache_stamps where name = 'session'`))[0]!.s;
  const load = async () => findSessionUserAt(api().database.db, 2, await stamp());

  it('gives the same user while nothing changed', async () => {
    const first = await load();
    expect(first?.code).toBe('clerk1');
    expect(await load()).toBe(first);
  });

  it('loads again after a change to the user, their roles, hotels or point of sale', async () => {
    const before = await load();
    await api().database.exec(`update users set name = 'Clerk Renamed' where user_id = 2`);
    const renamed = await load();
    expect(renamed).not.toBe(before);
    expect(renamed?.name).toBe('Clerk Renamed');

    await grantRoles(api(), FIXTURE.users.clerk1, 'cashier');
    expect((await load())?.roles).toContain('cashier');
    await api().database.exec(`delete from user_roles where user_id = 2 and role_id = (select role_id from roles where code = 'cashier')`);
    expect((await load())?.roles).not.toContain('cashier');

    await api().database.exec(`update hotels set timezone = 'Europe/Paris' where group_id = 1`);
    expect((await load())?.groupTimezone).toBe('Europe/Paris');
    await api().database.exec(`update hotels set timezone = 'Africa/Casablanca' where group_id = 1`);
    await api().database.exec(`update service_points set name = 'Front desk' where pos_id = 1`);
    expect((await load())?.posName).toBe('Front desk');
  });

  it('gives no user once deactivated', async () => {
    await api().database.exec(`update users set active = false where user_id = 2`);
    expect(await load()).toBeUndefined();
    await api().database.exec(`update users set active = true, name = 'Clerk One' where user_id = 2`);
    expect((await load())?.name).toBe('Clerk One');
  });

  it("keeps the user's menu and business date with the user, and drops them with a change", async () => {
    const db = api().database.db;
    const urls = async () => {
      const tree = await listUserMenuTree(db, { user: (await load())! });
      return tree.flatMap((n) => [n.url, ...(n.subMenu ?? []).map((m: { url: string | null }) => m.url)]);
    };
    const user = (await load())!;
    expect(await listUserMenuTree(db, { user })).toBe(await listUserMenuTree(db, { user }));
    expect(await urls()).toContain('/front-desk/check-in');
    await api().database.exec(`update menus set url = '/front-desk/check-in?kept=no' where url = '/front-desk/check-in'`);
    expect(await urls()).toContain('/front-desk/check-in?kept=no');
    await api().database.exec(`update menus set url = '/front-desk/check-in' where url = '/front-desk/check-in?kept=no'`);

    // A closed day is never changed or removed: this one stays (the file's own database).
    const before = await findClosingDateFor(db, (await load())!, 1);
    expect(before).not.toBe('2031-01-01');
    await aClosedDay(api(), { groupId: FIXTURE.hotel1, day: '2031-01-01' });
    expect(await findClosingDateFor(db, (await load())!, 1)).toBe('2031-01-01');
  });

  it("keeps the list's filter choices with the user, and drops them when a room type or segment changes", async () => {
    const db = api().database.db;
    const user = (await load())!;
    const first = await listFilterChoicesFor(db, user, 1);
    expect(await listFilterChoicesFor(db, user, 1)).toBe(first);
    const kept = await aRoomType(api()).coded('KPT', 'Kept type').sleeping(2).atRackRate(10000).sortedAt(1).create();
    expect((await listFilterChoicesFor(db, (await load())!, 1)).roomTypes.map((t) => t.name)).toContain('Kept type');
    await api().database.query(`update room_types set name = 'Renamed type' where room_type_id = $1`, [kept.roomTypeId]);
    const after = await listFilterChoicesFor(db, (await load())!, 1);
    expect(after.roomTypes.find((t) => t.roomTypeId === kept.roomTypeId)?.name).toBe('Renamed type');
    await aSegment(api()).coded('KST', 'Kept segment test').create();
    expect((await listFilterChoicesFor(db, (await load())!, 1)).segments.map((s) => s.name)).toContain('Kept segment test');
  });

  it("keeps a booking's hotel and room type with the user, and reads them again after a change", async () => {
    const db = api().database.db;
    const user = (await load())!;
    const hotel = await findHotelFor(db, user, 1);
    expect(await findHotelFor(db, user, 1)).toBe(hotel);
    await api().database.exec(`update hotels set currency = 'EUR' where group_id = 1`);
    expect((await findHotelFor(db, (await load())!, 1)).currency).toBe('EUR');
    await api().database.exec(`update hotels set currency = '${hotel.currency}' where group_id = 1`);

    const { roomTypeId } = await aRoomType(api()).coded('KP2', 'Kept for booking').sleeping(2).atRackRate(10000).sortedAt(1).create();
    expect((await findRoomTypeFor(db, (await load())!, { groupId: 1, roomTypeId })).capacity).toBe(2);
    await api().database.query(`update room_types set capacity = 4 where room_type_id = $1`, [roomTypeId]);
    expect((await findRoomTypeFor(db, (await load())!, { groupId: 1, roomTypeId })).capacity).toBe(4);
    await expect(findRoomTypeFor(db, (await load())!, { groupId: 2, roomTypeId })).rejects.toThrow('belongs to another hotel');
  });
});

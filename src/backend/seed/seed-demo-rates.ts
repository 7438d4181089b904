import type { Queryer } from '../db/client.ts';

/**
 * Seeds the booking service's rates of a hotel, one row per room type, night and channel of its
 * segments over [from, to): the rack rate, +20 % in spring and autumn high season (April, May,
 * September, October), +15 % on Friday and Saturday nights, -10 % on the corporate channel (16),
 * +8 % on the OTA channel (21). Children: under 3 free, 3 to 11 half price, 12 to 17 at 75 %.
 */
export async function seedDemoRates(q: Queryer, o: { groupId: number; from: string; to: string }): Promise<void> {
  await q.query(
    `
    insert into room_rates (group_id, room_type_id, day, channel, price_minor)
    select t.group_id, t.room_type_id, d::date, ch.channel,
      round(t.base_rate_minor
        * case when extract(month from d) in (4, 5, 9, 10) then 1.20 else 1 end
        * case when extract(isodow from d) in (5, 6) then 1.15 else 1 end
        * case ch.channel when 16 then 0.90 when 21 then 1.08 else 1 end / 100) * 100
    from room_types t
    cross join generate_series($2::date, $3::date - 1, interval '1 day') d
    cross join (select distinct channel from market_segments where group_id = $1) ch
    where t.group_id = $1
    on conflict do nothing`,
    [o.groupId, o.from, o.to],
  );
  await q.query(
    `
    insert into child_rate_bands (group_id, room_type_id, min_age, max_age, percent, fixed_minor)
    select t.group_id, t.room_type_id, b.min_age, b.max_age, b.percent, b.fixed_minor
    from room_types t cross join (values (0, 2, null::int, 0::bigint), (3, 11, 50, null), (12, 17, 75, null)) b(min_age, max_age, percent, fixed_minor)
    where t.group_id = $1 and not exists (select 1 from child_rate_bands x where x.room_type_id = t.room_type_id)`,
    [o.groupId],
  );
}

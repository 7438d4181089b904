import type { Queryer } from '../db/client.ts';

/**
 * The demo hotel's rate plans, each named in English and in French: Flexible (the base plan: the current rates, free cancellation
 * until 2 days before arrival), Non-refundable (−10 %), Bed & breakfast (Non-refundable plus a
 * breakfast amount), Corporate (−15 % for the corporate segment); a suggested demand rule
 * (from 80 % occupancy, +15 %); two competitors with a month of prices around our rack rate.
 */
export async function seedDemoRatePlans(q: Queryer, o: { groupId: number; today: string; breakfastMinor: number }): Promise<void> {
  const [base] = await q.query<{ plan_id: number }>(
    `
    insert into rate_plans (group_id, code, name, description, name_fr, description_fr, is_base, refundable, cancel_days, sort_order)
    values ($1, 'FLEX', 'Flexible', 'Best available rate, free cancellation', 'Flexible', 'Meilleur tarif disponible, annulation gratuite', true, true, 2, 0) returning plan_id`,
    [o.groupId],
  );
  const [nrf] = await q.query<{ plan_id: number }>(
    `
    insert into rate_plans (group_id, code, name, description, name_fr, description_fr, parent_plan_id, adjust_kind, adjust_value, refundable, sort_order)
    values ($1, 'NRF', 'Non-refundable', 'Paid at booking, no refund', 'Non remboursable', 'Payé à la réservation, sans remboursement', $2, 'percent', -10, false, 10) returning plan_id`,
    [o.groupId, base!.plan_id],
  );
  await q.query(
    `
    insert into rate_plans (group_id, code, name, description, name_fr, description_fr, parent_plan_id, adjust_kind, adjust_value, refundable, includes, sort_order)
    values ($1, 'BB', 'Bed & breakfast', 'Non-refundable rate with breakfast', 'Chambre et petit-déjeuner', 'Tarif non remboursable avec petit-déjeuner', $2, 'amount', $3, false, '{breakfast}', 20)`,
    [o.groupId, nrf!.plan_id, o.breakfastMinor],
  );
  await q.query(
    `
    insert into rate_plans (group_id, code, name, description, name_fr, description_fr, parent_plan_id, adjust_kind, adjust_value, refundable, cancel_days, segment_ids, sort_order)
    select $1, 'CORP', 'Corporate', 'Negotiated rate for companies', 'Entreprise', 'Tarif négocié pour les entreprises', $2, 'percent', -15, true, 1, coalesce(array_agg(segment_id), '{}'), 30
    from market_segments where group_id = $1 and code = 'COR'`,
    [o.groupId, base!.plan_id],
  );
  await q.query(`insert into demand_rules (group_id, plan_id, min_occupancy, adjust_percent, mode) values ($1, $2, 80, 15, 'suggest')`, [
    o.groupId,
    base!.plan_id,
  ]);
  const comps = await q.query<{ competitor_id: number }>(
    `
    insert into competitors (group_id, name) values ($1, 'Riad Zitoun'), ($1, 'Dar Anika') returning competitor_id`,
    [o.groupId],
  );
  await q.query(
    `
    insert into competitor_rates (group_id, competitor_id, day, price_minor, source)
    select $1, c.id, d::date, round((select min(base_rate_minor) from room_types where group_id = $1) * (0.85 + ((extract(doy from d)::int + c.k) % 6) * 0.06) / 100) * 100, 'manual'
    from generate_series($2::date, $2::date + 29, interval '1 day') d
    cross join (select unnest($3::int[]) as id, generate_subscripts($3::int[], 1) as k) c`,
    [o.groupId, o.today, comps.map((c) => c.competitor_id)],
  );
}

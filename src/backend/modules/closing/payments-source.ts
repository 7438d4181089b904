/** The payments of each day of [from, to] of a hotel: total and by method, hotel currency (a CTE named pay). */
export const paymentsByDayCte = (groupId: string, from: string, to: string): string => `
    pay_method as (
      select p.day, p.method, sum(p.hotel_amount_minor)::bigint as amount from payments p
      where p.group_id = ${groupId} and p.day between ${from} and ${to} group by p.day, p.method
    ),
    pay as (select day, sum(amount)::bigint as total, jsonb_object_agg(method, amount) as by_method from pay_method group by day)`;

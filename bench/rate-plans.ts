/**
 * Gives the bench hotel what a revenue manager would have set up, through the public API, so the
 * rate targets measure plans and restrictions: a base plan, a derived non-refundable plan, an
 * automatic demand rule (the quote then reads the occupancy of its nights), a weekend minimum
 * stay and closed-to-arrival Sundays over the next year on every room type. Skipped when the
 * hotel already has plans (a reused database).
 */
export async function ensureBenchRatePlans(base: string, cookie: string, today: string): Promise<void> {
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${base}/api/pms${path}`, {
      method,
      headers: { cookie, origin: base, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`bench rate plans: ${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const plans = (await call('GET', '/rates/plans')) as { planId: number }[];
  if (plans.length > 0) return;
  const setup = (await call('GET', '/rates/setup')) as { roomTypes: { roomTypeId: number }[] };
  const types = setup.roomTypes.map((t) => t.roomTypeId);
  if (types.length === 0) return;
  const flex = (await call('POST', '/rates/plans', { code: 'FLEX', name: 'Flexible', cancelDays: 2 })) as { planId: number };
  await call('POST', '/rates/plans', {
    code: 'NRF',
    name: 'Non-refundable',
    refundable: false,
    parentPlanId: flex.planId,
    adjustKind: 'percent',
    adjustValue: -10,
  });
  await call('POST', '/rates/demand-rules', { planId: flex.planId, minOccupancy: 85, adjustPercent: 12, mode: 'auto' });
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + 364 * 86_400_000).toISOString().slice(0, 10);
  await call('POST', '/rates/grid', { planId: flex.planId, roomTypeIds: types, from: today, to, weekdays: [5, 6], restrictions: { minStay: 2 } });
  await call('POST', '/rates/grid', { planId: flex.planId, roomTypeIds: types, from: today, to, weekdays: [0], restrictions: { closedToArrival: true } });
}

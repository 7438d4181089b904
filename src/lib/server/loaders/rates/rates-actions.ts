import { pageAction } from '../../page-action.ts';
import { toIsoDay } from '../../../domain/reservation-filter.ts';
import { toMinor } from '../../../format.ts';
import { TAX_FAMILIES } from '../../../domain/tax-families.ts';

/**
 * The Rate Management pages' forms (plain HTML forms posting to the page, so they work without
 * script): each `action` becomes one PMS API call; the API validates and names a bad field.
 * Typed values that are not numbers or days are sent as they are, so the API's 400 names them.
 */
const str = (f: FormData, n: string) => String(f.get(n) ?? '').trim();
const num = (f: FormData, n: string): number | string | null => {
  const v = str(f, n);
  if (v === '') return null;
  return /^-?\d+$/.test(v) ? Number(v) : v;
};
const day = (f: FormData, n: string) => {
  const v = str(f, n);
  return toIsoDay(v) ?? v;
};
const ids = (f: FormData, n: string) =>
  f
    .getAll(n)
    .map((v) => String(v))
    .filter((v) => v !== '')
    .map((v) => (/^\d+$/.test(v) ? Number(v) : v));
const tri = (f: FormData, n: string): boolean | undefined => (str(f, n) === 'on' ? true : str(f, n) === 'off' ? false : undefined);
const money = (f: FormData, n: string, currency: string): number | string | undefined => {
  const v = str(f, n);
  if (v === '') return undefined;
  const sign = v.startsWith('-') ? -1 : 1;
  const m = toMinor(v.replace(/^-/, ''), currency);
  return m === null ? v : sign * m;
};

/** A percent as typed ('10', '5.5', '5,50') in basis points, exactly (no float); null when it is not one. */
export function percentToBp(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A stay bound typed in the grid form: empty leaves it, 0 removes it. */
function stayBound(f: FormData, n: string): number | null | string | undefined {
  const v = num(f, n);
  if (v === null) return undefined;
  return v === 0 ? null : v;
}

function callFor(f: FormData, currency: string): { method: string; path: string; body?: unknown } | null {
  switch (str(f, 'action')) {
    case 'grid': {
      const restrictions: Record<string, unknown> = {};
      const set = (k: string, v: unknown) => {
        if (v !== undefined) restrictions[k] = v;
      };
      set('minStay', stayBound(f, 'minStay'));
      set('maxStay', stayBound(f, 'maxStay'));
      set('closedToArrival', tri(f, 'cta'));
      set('closedToDeparture', tri(f, 'ctd'));
      set('stopSell', tri(f, 'stop'));
      const price = money(f, 'price', currency);
      return {
        method: 'POST',
        path: '/rates/grid',
        body: {
          planId: num(f, 'planId'),
          roomTypeIds: ids(f, 'roomTypeIds'),
          from: day(f, 'from'),
          to: day(f, 'to'),
          weekdays: ids(f, 'weekdays'),
          channel: num(f, 'channel') ?? 15,
          ...(price !== undefined ? { priceMinor: price } : {}),
          ...(Object.keys(restrictions).length ? { restrictions } : {}),
        },
      };
    }
    case 'overbooking':
      return {
        method: 'POST',
        path: '/rates/overbooking',
        body: { roomTypeIds: ids(f, 'roomTypeIds'), from: day(f, 'from'), to: day(f, 'to'), weekdays: ids(f, 'weekdays'), units: num(f, 'units') },
      };
    case 'plan': {
      const parent = num(f, 'parentPlanId');
      const kind = str(f, 'adjustKind');
      const value = parent === null ? null : kind === 'amount' ? (money(f, 'adjustValue', currency) ?? null) : num(f, 'adjustValue');
      const refundable = str(f, 'refundable') !== 'no';
      const body = {
        code: str(f, 'code'),
        name: str(f, 'name'),
        description: str(f, 'description'),
        nameFr: str(f, 'nameFr'),
        descriptionFr: str(f, 'descriptionFr'),
        parentPlanId: parent,
        adjustKind: parent === null ? null : kind || null,
        adjustValue: value,
        refundable,
        cancelDays: refundable ? num(f, 'cancelDays') : null,
        includes: f.getAll('includes').map(String),
        channels:
          str(f, 'channels') === ''
            ? []
            : str(f, 'channels')
                .split(',')
                .map((s) => (/^\s*\d+\s*$/.test(s) ? Number(s) : s.trim())),
        segmentIds: ids(f, 'segmentIds'),
        active: str(f, 'active') === 'on',
        sortOrder: num(f, 'sortOrder') ?? 0,
        complimentary: str(f, 'complimentary') === 'on',
      };
      const id = str(f, 'planId');
      return id ? { method: 'PUT', path: `/rates/plans/${encodeURIComponent(id)}`, body } : { method: 'POST', path: '/rates/plans', body };
    }
    case 'rule':
      return {
        method: 'POST',
        path: '/rates/demand-rules',
        body: {
          planId: num(f, 'planId'),
          roomTypeId: num(f, 'roomTypeId'),
          minOccupancy: num(f, 'minOccupancy'),
          adjustPercent: num(f, 'adjustPercent'),
          mode: str(f, 'mode') || 'suggest',
        },
      };
    case 'rule-delete':
      return { method: 'DELETE', path: `/rates/demand-rules/${encodeURIComponent(str(f, 'ruleId'))}` };
    case 'decide':
      return {
        method: 'POST',
        path: '/rates/demand-suggestions',
        body: {
          planId: num(f, 'planId'),
          roomTypeId: num(f, 'roomTypeId'),
          day: str(f, 'day'),
          ruleId: num(f, 'ruleId'),
          percent: num(f, 'percent'),
          status: str(f, 'status'),
        },
      };
    case 'taxes': {
      // Each family's rate typed as a percent ('10', '5,5'); empty leaves it as it is.
      const rates = TAX_FAMILIES.flatMap((family) => {
        const v = str(f, `rate.${family}`);
        return v === '' ? [] : [{ family, rateBp: percentToBp(v) ?? v }];
      });
      return { method: 'PUT', path: '/taxes/rates', body: { rates } };
    }
    case 'competitor':
      return { method: 'POST', path: '/rates/competitors', body: { name: str(f, 'name') } };
    case 'competitor-rate':
      return {
        method: 'POST',
        path: '/rates/competitor-rates',
        body: { competitorId: num(f, 'competitorId'), rates: [{ day: day(f, 'day'), priceMinor: money(f, 'price', currency) ?? null }] },
      };
    default:
      return null;
  }
}

/** Runs the posted form's action; the API's refusal message when it refuses. */
export async function runRatesAction(
  locals: App.Locals,
  form: FormData,
  currency: string,
): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  if (str(form, 'action') === 'competitor-csv') {
    const file = form.get('file');
    const csv = file instanceof File ? await file.text() : '';
    return pageAction(locals, 'pms', '/rates/competitor-rates/import', 'POST', { csv });
  }
  const call = callFor(form, currency);
  if (!call) return { ok: false, message: 'action: unknown form action' };
  return pageAction(locals, 'pms', call.path, call.method, call.body);
}

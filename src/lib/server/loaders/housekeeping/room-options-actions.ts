import { callBackend } from '../../backend.ts';
import { badDayMessage, formDays } from '../../url-days.ts';
import { t } from '../../../i18n/t.ts';
import { ApiError } from '../../../api-error.ts';
import { errorText } from '../../../i18n/error-text.ts';
import { messageOf } from '../../page-action.ts';

/**
 * The Configuration Room page's forms (plain HTML forms posting to the page, so they work without
 * script): each `action` becomes one PMS API call with the form's fields; the API validates.
 */
const num = (v: FormDataEntryValue | null) => (v === null || v === '' ? null : Number(v));
const str = (v: FormDataEntryValue | null) => (v === null ? '' : String(v));

/** A closure's days (DayInput fields) and their fields' labels. */
const CLOSURE_DAYS = { from: 'hk.opt.from', to: 'hk.opt.to' } as const;

function callFor(form: FormData, days: Record<string, string>): { method: string; path: string; body?: unknown } | null {
  const id = str(form.get('id'));
  switch (str(form.get('action'))) {
    case 'building':
      return { method: 'POST', path: '/buildings', body: { name: str(form.get('name')) } };
    case 'floor':
      return { method: 'POST', path: '/floors', body: { buildingId: num(form.get('buildingId')), name: str(form.get('name')), level: num(form.get('level')) } };
    case 'zone':
      return { method: 'POST', path: '/propertyzones', body: { name: str(form.get('name')) } };
    case 'roomtype':
      return { method: 'POST', path: '/roomtypes', body: { code: str(form.get('code')), name: str(form.get('name')), capacity: num(form.get('capacity')) } };
    case 'room':
      return {
        method: 'POST',
        path: '/rooms',
        body: { name: str(form.get('name')), roomTypeId: num(form.get('roomTypeId')), floorId: num(form.get('floorId')), zoneId: num(form.get('zoneId')) },
      };
    case 'close':
      return {
        method: 'POST',
        path: `/rooms/${encodeURIComponent(id)}/closures`,
        body: { from: days['from'] ?? '', to: days['to'] ?? '', reason: str(form.get('reason')) },
      };
    case 'reopen':
      return { method: 'DELETE', path: `/rooms/${encodeURIComponent(id)}/closures/${encodeURIComponent(str(form.get('closureId')))}` };
    case 'revoke':
      return { method: 'POST', path: `/rooms/${encodeURIComponent(id)}/revokeQR`, body: {} };
    case 'settings':
      return { method: 'POST', path: '/settings/new', body: { url: str(form.get('url')), accessToken: str(form.get('accessToken')) } };
    case 'delete-building':
      return { method: 'DELETE', path: `/buildings/${encodeURIComponent(id)}` };
    case 'delete-floor':
      return { method: 'DELETE', path: `/floors/${encodeURIComponent(id)}` };
    case 'delete-zone':
      return { method: 'DELETE', path: `/propertyzones/${encodeURIComponent(id)}` };
    case 'delete-roomtype':
      return { method: 'DELETE', path: `/roomtypes/${encodeURIComponent(id)}` };
    case 'delete-room':
      return { method: 'DELETE', path: `/rooms/${encodeURIComponent(id)}` };
    default:
      return null;
  }
}

/** Runs the posted form's action; the API's refusal message when it refuses. */
export async function runRoomOptionsAction(locals: App.Locals, form: FormData): Promise<{ ok: boolean; message: string | null }> {
  // A closure's days are typed dd/mm/yyyy (or YYYY-MM-DD) and go to the API as YYYY-MM-DD; one that is no day is refused here, naming its field.
  const { days, bad } = formDays(form, str(form.get('action')) === 'close' ? Object.keys(CLOSURE_DAYS) : []);
  if (bad) return { ok: false, message: badDayMessage(locals.locale, t(locals.locale, CLOSURE_DAYS[bad.name as keyof typeof CLOSURE_DAYS]), bad.text) };
  const call = callFor(form, days);
  if (!call) return { ok: false, message: errorText(new ApiError(400, 'action: unknown form action'), locals.locale) };
  const init: RequestInit = { method: call.method };
  if (call.body !== undefined) Object.assign(init, { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } });
  const res = await callBackend(locals, 'pms', call.path, init);
  if (res.ok) return { ok: true, message: null };
  return { ok: false, message: await messageOf(res, locals.locale) };
}

import { getJson } from '../../backend.ts';
import { field, pageAction } from '../../page-action.ts';
import type { TIcalFeedDto, TIcalImportDto } from '../../../domain/channels-dto.ts';
import type { TRatesSetupDto } from '../../../domain/rates-dto.ts';
import type { TAlpineBitsConnectionDto, TChannelWords } from '../../../domain/alpinebits-dto.ts';
import { channelWordsText } from '../../../i18n/alpinebits-words.ts';

/** The booking site's channel (the direct channel, front-office.md §5). */
export const PUBLIC_CHANNEL = 15;

export interface ChannelsPage {
  setup: TRatesSetupDto;
  feeds: TIcalFeedDto[];
  imports: TIcalImportDto[];
  alpinebits: TAlpineBitsConnectionDto[];
  done: string | null;
  refusal: string | null;
}

type Result = { ok: true; done: string } | { ok: false; message: string };

/** The form's action: create or revoke a feed, add a calendar, read one (or all) again now. */
async function runAction(locals: App.Locals, form: FormData): Promise<Result> {
  const action = field(form, 'action');
  const num = (name: string) => (/^\d{1,9}$/.test(field(form, name)) ? Number(field(form, name)) : field(form, name));
  const go = async (path: string, body?: unknown): Promise<Result> => {
    const r = await pageAction(locals, 'pms', path, 'POST', body);
    return r.ok ? { ok: true, done: action } : r;
  };
  switch (action) {
    case 'createFeed': {
      const roomId = field(form, 'roomId');
      return go('/channels/ical/feeds', {
        roomTypeId: num('roomTypeId'),
        channelName: field(form, 'channelName'),
        ...(roomId ? { roomId: num('roomId') } : {}),
      });
    }
    case 'revokeFeed':
      return go(`/channels/ical/feeds/${encodeURIComponent(field(form, 'feedId'))}/revoke`);
    case 'createImport':
      return go('/channels/ical/imports', { roomTypeId: num('roomTypeId'), channelName: field(form, 'channelName'), url: field(form, 'url') });
    case 'sync':
      return go(`/channels/ical/imports/${encodeURIComponent(field(form, 'importId'))}/sync`);
    case 'syncAll': {
      const all = await getJson<TIcalImportDto[]>(locals, 'pms', '/channels/ical/imports');
      for (const i of all) {
        const r = await go(`/channels/ical/imports/${i.importId}/sync`);
        if (!r.ok) return r;
      }
      return { ok: true, done: action };
    }
    case 'abCreate':
      return go('/channels/alpinebits', {
        name: field(form, 'name'),
        url: field(form, 'url'),
        username: field(form, 'username'),
        password: field(form, 'password'),
        hotelCode: field(form, 'hotelCode'),
      });
    case 'abPush':
    case 'abPull':
    case 'abHandshake': {
      const path = { abPush: 'push', abPull: 'pull', abHandshake: 'handshake' }[action];
      const r = await pageAction(locals, 'pms', `/channels/alpinebits/${encodeURIComponent(field(form, 'connectionId'))}/${path}`, 'POST');
      if (!r.ok) return r;
      // The push and the pull answer 200 with their outcome: a failure as codes with params, said in the reader's language.
      const failed = failuresOf(r.body);
      if (failed) return { ok: false, message: failed.map((w) => channelWordsText(w, locals.locale)).join(' ') };
      return { ok: true, done: action };
    }
    default:
      return { ok: false, message: `action: unknown action '${action}'` };
  }
}

/**
 * The failures a push ("send everything again": `failures`) or a pull (`failure`) answered with, as
 * the API gives them (codes with params); null when it worked. A failure without its words (an
 * older server) is said as 'unexpected' with its English detail.
 */
function failuresOf(body: unknown): TChannelWords[] | null {
  if (typeof body !== 'object' || body === null || !('status' in body) || body.status !== 'failed') return null;
  if ('failures' in body && Array.isArray(body.failures) && body.failures.length) return body.failures as TChannelWords[];
  if ('failure' in body && typeof body.failure === 'object' && body.failure !== null) return [body.failure as TChannelWords];
  const detail = 'error' in body ? String(body.error).slice(0, 120) : '';
  return [{ key: 'alpinebits.error.unexpected', params: { step: 'Round', detail } }];
}

/** What the channels screen shows, after running the form's action when it was posted (post/redirect/get is left out: the answer is the page). */
export async function loadChannelsPage(astro: { locals: App.Locals; request: Request; response: { status?: number } }): Promise<ChannelsPage> {
  let done: string | null = null;
  let refusal: string | null = null;
  if (astro.request.method === 'POST') {
    const r = await runAction(astro.locals, await astro.request.formData());
    if (r.ok) done = r.done;
    else {
      astro.response.status = 400;
      refusal = r.message;
    }
  }
  const [setup, feeds, imports, alpinebits] = await Promise.all([
    getJson<TRatesSetupDto>(astro.locals, 'pms', '/rates/setup'),
    getJson<TIcalFeedDto[]>(astro.locals, 'pms', '/channels/ical/feeds'),
    getJson<TIcalImportDto[]>(astro.locals, 'pms', '/channels/ical/imports'),
    getJson<TAlpineBitsConnectionDto[]>(astro.locals, 'pms', '/channels/alpinebits'),
  ]);
  return { setup, feeds, imports, alpinebits, done, refusal };
}

/** The plans the booking site sells: active, open to the public channel, to every segment (a guest has none). */
export function publicPlans(setup: TRatesSetupDto): TRatesSetupDto['plans'] {
  return setup.plans.filter((p) => p.active && (p.channels.length === 0 || p.channels.includes(PUBLIC_CHANNEL)) && p.segmentIds.length === 0);
}

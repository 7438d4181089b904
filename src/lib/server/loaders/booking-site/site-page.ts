import { localeOf, otherLocale, type Locale } from '../../../i18n/locale.ts';
import { t } from '../../../i18n/t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { errorText } from '../../../i18n/error-text.ts';
import { addDays } from '../../../domain/days.ts';
import type { TSiteHotelDto, TSitePlanDto } from '../../../domain/booking-site-dto.ts';
import { formatDay } from '../../../format.ts';
import { callSiteApi, siteJson, type GuestAddress, type SiteAnswer } from './site-api.ts';

/** What every page of the booking site starts from: the hotel, the guest's language and address. */
export interface SitePage {
  hotelId: string;
  locale: Locale;
  other: Locale;
  address: GuestAddress;
  hotel: SiteAnswer<TSiteHotelDto>;
  tr: (key: MessageKey, vars?: Record<string, string | number>) => string;
  day: (d: string) => string;
  /** This path in the other language (the query kept). */
  langHref: string;
}

/** The guest's language: ?lang=, else the browser's, else English. */
export async function loadSitePage(astro: {
  params: Record<string, string | undefined>;
  url: URL;
  locals: App.Locals;
  preferredLocale: string | undefined;
  clientAddress: string;
  request: Request;
}): Promise<SitePage> {
  const hotelId = astro.params['hotel'] ?? '';
  const locale = localeOf(astro.url.searchParams.get('lang') ?? astro.preferredLocale);
  const other = otherLocale(locale);
  const address = safeAddress(astro);
  const hotel = await siteJson<TSiteHotelDto>(await callSiteApi(astro.locals, address, `/${encodeURIComponent(hotelId)}`));
  const q = new URLSearchParams(astro.url.searchParams);
  q.set('lang', other);
  return {
    hotelId,
    locale,
    other,
    address,
    hotel,
    tr: (key, vars) => t(locale, key, vars),
    day: (d) => formatDay(d, locale),
    langHref: `${astro.url.pathname}?${q.toString()}`,
  };
}

function safeAddress(astro: { clientAddress: string; request: Request }): GuestAddress {
  const forwardedFor = astro.request.headers.get('x-forwarded-for');
  try {
    return { peer: astro.clientAddress, forwardedFor };
  } catch {
    return { peer: 'unknown', forwardedFor };
  }
}

/** The search a form sends back: arrival, nights, adults, kids (the defaults: tomorrow, 1 night, 2 adults). */
export function searchOf(url: URL, today: string): { checkin: string; nights: string; adults: string; kids: string; asked: boolean } {
  const p = url.searchParams;
  return {
    checkin: p.get('checkin') ?? addDays(today, 1),
    nights: p.get('nights') ?? '1',
    adults: p.get('adults') ?? '2',
    kids: p.get('kids') ?? '',
    asked: p.has('checkin'),
  };
}

/** A plan's cancellation policy and inclusions in plain words. */
export function planWords(page: Pick<SitePage, 'tr' | 'day' | 'locale'>, plan: TSitePlanDto): string[] {
  const out = [plan.freeCancelUntil ? page.tr('site.plan.freeCancel', { day: page.day(plan.freeCancelUntil) }) : page.tr('site.plan.noRefund')];
  if (plan.includes.length) {
    const words = plan.includes.map((i) => {
      const key = `site.plan.include.${i}`;
      return isMessageKey(key) ? page.tr(key) : i;
    });
    out.push(page.tr('site.plan.includes', { list: new Intl.ListFormat(page.locale, { type: 'conjunction' }).format(words) }));
  }
  return out;
}

const INCLUDES = ['breakfast', 'dinner', 'lunch', 'parking', 'spa'] as const;
function isMessageKey(key: string): key is MessageKey {
  return INCLUDES.some((i) => key === `site.plan.include.${i}`);
}

/** A refusal in the guest's language. */
export function refusalText(page: Pick<SitePage, 'locale'>, err: Error): string {
  return errorText(err, page.locale);
}

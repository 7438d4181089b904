/**
 * How the tape chart gets its data on both sides without sending it twice. The page writes the
 * grid's JSON block and the stays' <template> under ids derived from one `source` name, and the
 * island's only props are that name and the messages: Astro would serialize, escape and hash a
 * ~200 KB prop into the island's attribute. In the browser the island reads the two elements; on
 * the server, where there is no document, the page hands the same texts over here just before
 * the island renders, so the server's HTML and the browser's first render are one and hydrate.
 */
export interface CalendarTexts {
  /** The JSON block (encodeCalendar). */
  data: string;
  /** The stays' lines. */
  stays: string;
}

export const dataElementId = (source: string) => `${source}-data`;
export const staysElementId = (source: string) => `${source}-stays`;

/** What the server renders from, by source name; taken once by the render. */
const handed = new Map<string, { texts: CalendarTexts; at: number }>();
/** A page whose render failed before the island never takes its texts: dropped after this. */
const KEEP_MS = 60_000;
let counter = 0;

/** Server side: keeps the texts for the island the page renders next; answers the source name. */
export function handOver(texts: CalendarTexts): string {
  const now = Date.now();
  for (const [key, v] of handed) if (now - v.at > KEEP_MS) handed.delete(key);
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const source = `cal-${counter.toString(36)}`;
  handed.set(source, { texts, at: now });
  return source;
}

/** The texts of a source: from the page's elements in the browser, from the hand-over on the server. */
export function readCalendarTexts(source: string): CalendarTexts {
  if (typeof document === 'undefined') {
    const kept = handed.get(source);
    handed.delete(source);
    return kept?.texts ?? { data: '', stays: '' };
  }
  const stays = document.getElementById(staysElementId(source));
  return {
    data: document.getElementById(dataElementId(source))?.textContent ?? '',
    stays: stays instanceof HTMLTemplateElement ? (stays.content.textContent ?? '') : '',
  };
}

import XMLBuilder from 'fast-xml-builder';
import { XMLParser } from 'fast-xml-parser';
import { PortalError } from './channel-error.ts';

/** The OpenTravel namespace every AlpineBits HotelData message is in. */
export const OTA_NS = 'http://www.opentravel.org/OTA/2003/05';
/** The AlpineBits HotelData version Auberge speaks. */
export const ALPINEBITS_VERSION = '2020-10';

/** An element as the builder takes it: attributes prefixed '@_', text as '#text', children by name. */
export interface XmlNode {
  [name: string]: string | number | XmlNode | XmlNode[] | undefined;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', suppressEmptyNode: true, format: true });

/** Writes a message: the XML declaration, then the root element in the OpenTravel namespace. */
export function writeXml(root: string, body: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ [root]: { '@_xmlns': OTA_NS, ...body } })}`;
}

/** Elements that may repeat in the messages Auberge reads: always read as lists. */
const LISTS = new Set([
  'HotelReservation',
  'RoomStay',
  'RoomType',
  'RatePlan',
  'GuestCount',
  'ResGuest',
  'ProfileInfo',
  'Error',
  'Warning',
  'GivenName',
  'Telephone',
  'Email',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  processEntities: true,
  isArray: (name) => LISTS.has(name),
});

/** A parsed element: attributes '@_x', text '#text', children by name (strings for text-only ones). */
export type Parsed = Record<string, unknown>;

/** Reads a message; throws when it is not XML with the expected root element. */
export function readXml(text: string, root: string): Parsed {
  let doc: unknown;
  try {
    doc = parser.parse(text);
  } catch (err) {
    const detail = err instanceof Error ? err.message.slice(0, 200) : 'unreadable';
    throw new PortalError({ key: 'alpinebits.error.notXml', params: { detail } }, `the portal's answer is not XML (${detail})`, { cause: err });
  }
  const el = isObj(doc) ? doc[root] : undefined;
  if (el === '') return {};
  if (!isObj(el)) throw new PortalError({ key: 'alpinebits.error.wrongAnswer', params: { root } }, `the portal's answer is not an ${root}`);
  return el;
}

export function isObj(v: unknown): v is Parsed {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A child element (the first when repeated), or undefined. */
export function child(el: Parsed | undefined, name: string): Parsed | undefined {
  const v = el?.[name];
  const one = Array.isArray(v) ? v[0] : v;
  if (one === '') return {};
  return isObj(one) ? one : undefined;
}

/** The repeated children of that name (an empty element counts as one without attributes). */
export function children(el: Parsed | undefined, name: string): Parsed[] {
  const v = el?.[name];
  const all: unknown[] = Array.isArray(v) ? v : v === undefined ? [] : [v];
  return all.flatMap((x) => (x === '' ? [{}] : isObj(x) ? [x] : typeof x === 'string' ? [{ '#text': x }] : []));
}

export function attr(el: Parsed | undefined, name: string): string | undefined {
  const v = el?.[`@_${name}`];
  return typeof v === 'string' ? v : undefined;
}

/** An element's text (a text-only element is read as a string, one with attributes keeps it in '#text'). */
export function text(el: Parsed | undefined, name: string): string | undefined {
  const v = el?.[name];
  const one = Array.isArray(v) ? v[0] : v;
  if (typeof one === 'string') return one.trim();
  if (isObj(one) && typeof one['#text'] === 'string') return one['#text'].trim();
  return undefined;
}

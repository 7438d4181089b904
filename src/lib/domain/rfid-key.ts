/** The digit row of a French (AZERTY) keyboard without Shift: & é " ' ( - è _ ç à are 1 … 9, 0. */
const AZERTY_DIGITS: Readonly<Record<string, string>> = {
  '&': '1',
  é: '2',
  '"': '3',
  "'": '4',
  '(': '5',
  '-': '6',
  è: '7',
  _: '8',
  ç: '9',
  à: '0',
};

/**
 * A hotel-card reader types its tag like a keyboard; on a French layout the digits come out as
 * symbols. Maps them back to digits and drops every other non-digit character.
 */
export function normaliseRfidTag(typed: string): string {
  let out = '';
  for (const ch of typed) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (AZERTY_DIGITS[ch] !== undefined) out += AZERTY_DIGITS[ch];
  }
  return out;
}

/** One key of a KeyboardEvent as the buffer keeps it: printable single characters only. */
export function rfidCharOf(key: string): string {
  return key.length === 1 ? key : '';
}

const DETAILS_PATH = '/front-desk/details';

/** Where a scanned card leads: the reservation's details, or the list when details are already open. */
export function scanTarget(hit: { id: number; number: string }, pathname: string): string {
  return pathname.startsWith(DETAILS_PATH) ? `/front-desk/reservationslist?number=${encodeURIComponent(hit.number)}` : `${DETAILS_PATH}?id=${hit.id}`;
}

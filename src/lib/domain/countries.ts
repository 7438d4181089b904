/** ISO 3166-1 alpha-2 codes of every country and territory (what a guest's nationality stores). */
export const COUNTRY_CODES: readonly string[] =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

const KNOWN = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string): boolean => KNOWN.has(code);

/** The countries named in a language (Intl's own names), sorted the way that language sorts: a picker's options. */
const sortedByLocale = new Map<string, { code: string; name: string }[]>();

export function countryOptions(locale: string): { code: string; name: string }[] {
  const known = sortedByLocale.get(locale);
  if (known) return known.slice();
  const sorted = sortCountries(locale);
  if (sortedByLocale.size < 20) sortedByLocale.set(locale, sorted);
  return sorted.slice();
}

function sortCountries(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

const namesByLocale = new Map<string, Intl.DisplayNames>();

/** A country's name in a language (Intl's own: "Portugal", "Allemagne"); the code itself when Intl has no name for it. */
export function countryName(locale: string, code: string): string {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    if (namesByLocale.size < 20) namesByLocale.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a region code at all (a stray value in imported data): shown as it is.
    return code;
  }
}

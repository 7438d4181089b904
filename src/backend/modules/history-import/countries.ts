/**
 * ISO 3166-1 alpha-3 → alpha-2 for every country code present in hotel_bookings.csv (178 values).
 * Customers store alpha-2. Two quirks of the data: 'CN' is already alpha-2 (China), and 'TMP' is
 * East Timor's code before 2002 (now TLS / TL).
 */
const ALPHA3_TO_ALPHA2: Readonly<Record<string, string>> = {
  ABW: 'AW', AGO: 'AO', AIA: 'AI', ALB: 'AL', AND: 'AD', ARE: 'AE', ARG: 'AR', ARM: 'AM', ASM: 'AS', ATA: 'AQ',
  ATF: 'TF', AUS: 'AU', AUT: 'AT', AZE: 'AZ', BDI: 'BI', BEL: 'BE', BEN: 'BJ', BFA: 'BF', BGD: 'BD', BGR: 'BG',
  BHR: 'BH', BHS: 'BS', BIH: 'BA', BLR: 'BY', BOL: 'BO', BRA: 'BR', BRB: 'BB', BWA: 'BW', CAF: 'CF', CHE: 'CH',
  CHL: 'CL', CHN: 'CN', CIV: 'CI', CMR: 'CM', CN: 'CN', COL: 'CO', COM: 'KM', CPV: 'CV', CRI: 'CR', CUB: 'CU',
  CYM: 'KY', CYP: 'CY', CZE: 'CZ', DEU: 'DE', DJI: 'DJ', DMA: 'DM', DNK: 'DK', DOM: 'DO', DZA: 'DZ', ECU: 'EC',
  EGY: 'EG', ESP: 'ES', EST: 'EE', ETH: 'ET', FIN: 'FI', FJI: 'FJ', FRA: 'FR', FRO: 'FO', GAB: 'GA', GBR: 'GB',
  GEO: 'GE', GGY: 'GG', GHA: 'GH', GIB: 'GI', GLP: 'GP', GNB: 'GW', GRC: 'GR', GTM: 'GT', GUY: 'GY', HKG: 'HK',
  HND: 'HN', HRV: 'HR', HUN: 'HU', IDN: 'ID', IMN: 'IM', IND: 'IN', IRL: 'IE', IRN: 'IR', IRQ: 'IQ', ISL: 'IS',
  ISR: 'IL', ITA: 'IT', JAM: 'JM', JEY: 'JE', JOR: 'JO', JPN: 'JP', KAZ: 'KZ', KEN: 'KE', KHM: 'KH', KIR: 'KI',
  KNA: 'KN', KOR: 'KR', KWT: 'KW', LAO: 'LA', LBN: 'LB', LBY: 'LY', LCA: 'LC', LIE: 'LI', LKA: 'LK', LTU: 'LT',
  LUX: 'LU', LVA: 'LV', MAC: 'MO', MAR: 'MA', MCO: 'MC', MDG: 'MG', MDV: 'MV', MEX: 'MX', MKD: 'MK', MLI: 'ML',
  MLT: 'MT', MMR: 'MM', MNE: 'ME', MOZ: 'MZ', MRT: 'MR', MUS: 'MU', MWI: 'MW', MYS: 'MY', MYT: 'YT', NAM: 'NA',
  NCL: 'NC', NGA: 'NG', NIC: 'NI', NLD: 'NL', NOR: 'NO', NPL: 'NP', NZL: 'NZ', OMN: 'OM', PAK: 'PK', PAN: 'PA',
  PER: 'PE', PHL: 'PH', PLW: 'PW', POL: 'PL', PRI: 'PR', PRT: 'PT', PRY: 'PY', PYF: 'PF', QAT: 'QA', ROU: 'RO',
  RUS: 'RU', RWA: 'RW', SAU: 'SA', SDN: 'SD', SEN: 'SN', SGP: 'SG', SLE: 'SL', SLV: 'SV', SMR: 'SM', SRB: 'RS',
  STP: 'ST', SUR: 'SR', SVK: 'SK', SVN: 'SI', SWE: 'SE', SYC: 'SC', SYR: 'SY', TGO: 'TG', THA: 'TH', TJK: 'TJ',
  TLS: 'TL', TMP: 'TL', TUN: 'TN', TUR: 'TR', TWN: 'TW', TZA: 'TZ', UGA: 'UG', UKR: 'UA', UMI: 'UM', URY: 'UY',
  USA: 'US', UZB: 'UZ', VEN: 'VE', VGB: 'VG', VNM: 'VN', ZAF: 'ZA', ZMB: 'ZM', ZWE: 'ZW',
};

/** Alpha-2 for a dataset country code, or null when missing or unknown (the customer then has no country). */
export function toAlpha2(code: string | undefined): string | null {
  if (!code) return null;
  return ALPHA3_TO_ALPHA2[code.trim().toUpperCase()] ?? null;
}

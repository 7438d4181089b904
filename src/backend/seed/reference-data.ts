import { MENU_CATALOGUE, sectionPairs } from '../modules/menus/index.ts';

/** The sidebar sections each staff role works in ('*': every menu). */
export const ROLE_SECTIONS: Readonly<Record<string, readonly string[] | '*'>> = {
  admin: '*',
  front_desk: ['reservation', 'frontDesk', 'crm'],
  cashier: ['payment', 'endOfDay', 'crm'],
  night_auditor: ['endOfDay', 'reporting'],
  housekeeping: ['houseKeeping'],
  buyer: ['backOffice'],
  stock_keeper: ['backOffice'],
  partner: [],
};

const partnerPairs = MENU_CATALOGUE.filter((m) => m.partner).map((m) => `${m.menuIndex}:${m.itemIndex}`);

function pairsOf(code: string): string {
  const sections = ROLE_SECTIONS[code];
  if (sections === '*') return '*';
  return (code === 'partner' ? partnerPairs : sectionPairs(sections ?? [])).join(';');
}

/** Staff roles. activatedMenu lists 'menuIndex:itemIndex' pairs (front-office.md §3); '*' means every item. */
export const ROLES: ReadonlyArray<{ code: string; name: string; activatedMenu: string }> = [
  { code: 'admin', name: 'Administrator' },
  { code: 'front_desk', name: 'Front desk' },
  { code: 'cashier', name: 'Cashier' },
  { code: 'night_auditor', name: 'Night auditor' },
  { code: 'housekeeping', name: 'Housekeeping' },
  { code: 'buyer', name: 'Back-office buyer' },
  { code: 'stock_keeper', name: 'Stock keeper' },
  { code: 'partner', name: 'Partner (B2B)' },
].map((r) => ({ ...r, activatedMenu: pairsOf(r.code) }));

/** Identity documents accepted on a registration card. */
export const DOC_TYPES: ReadonlyArray<{ code: string; name: string; nameFr: string }> = [
  { code: 'PASSPORT', name: 'Passport', nameFr: 'Passeport' },
  { code: 'ID_CARD', name: 'National identity card', nameFr: 'Carte nationale d’identité' },
  { code: 'RESIDENCE', name: 'Residence permit', nameFr: 'Titre de séjour' },
  { code: 'DRIVING', name: 'Driving licence', nameFr: 'Permis de conduire' },
];

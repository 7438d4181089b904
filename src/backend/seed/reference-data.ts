/** Staff roles. activatedMenu lists 'menuIndex:itemIndex' pairs (front-office.md §3); '*' means every item. */
export const ROLES: ReadonlyArray<{ code: string; name: string; activatedMenu: string }> = [
  { code: 'admin', name: 'Administrator', activatedMenu: '*' },
  { code: 'front_desk', name: 'Front desk', activatedMenu: '' },
  { code: 'cashier', name: 'Cashier', activatedMenu: '' },
  { code: 'night_auditor', name: 'Night auditor', activatedMenu: '' },
  { code: 'housekeeping', name: 'Housekeeping', activatedMenu: '' },
  { code: 'buyer', name: 'Back-office buyer', activatedMenu: '' },
  { code: 'stock_keeper', name: 'Stock keeper', activatedMenu: '' },
  { code: 'partner', name: 'Partner (B2B)', activatedMenu: '' },
];

/** Identity documents accepted on a registration card. */
export const DOC_TYPES: ReadonlyArray<{ code: string; name: string; nameFr: string }> = [
  { code: 'PASSPORT', name: 'Passport', nameFr: 'Passeport' },
  { code: 'ID_CARD', name: 'National identity card', nameFr: "Carte nationale d'identité" },
  { code: 'RESIDENCE', name: 'Residence permit', nameFr: 'Titre de séjour' },
  { code: 'DRIVING', name: 'Driving licence', nameFr: 'Permis de conduire' },
];

/** Legal forms of companies a hotel bills (Moroccan and French law), code → English and French names. */
export const LEGAL_FORMS: ReadonlyArray<{ code: string; name: string; nameFr: string }> = [
  { code: 'SA', name: 'Public limited company (SA)', nameFr: 'Société anonyme (SA)' },
  { code: 'SARL', name: 'Limited liability company (SARL)', nameFr: 'Société à responsabilité limitée (SARL)' },
  { code: 'SARLAU', name: 'Single-member limited company (SARL AU)', nameFr: 'SARL à associé unique (SARL AU)' },
  { code: 'SAS', name: 'Simplified joint-stock company (SAS)', nameFr: 'Société par actions simplifiée (SAS)' },
  { code: 'SNC', name: 'General partnership (SNC)', nameFr: 'Société en nom collectif (SNC)' },
  { code: 'EI', name: 'Sole proprietorship', nameFr: 'Entreprise individuelle' },
  { code: 'AE', name: 'Self-employed (auto-entrepreneur)', nameFr: 'Auto-entrepreneur' },
  { code: 'ASSOC', name: 'Association', nameFr: 'Association' },
  { code: 'PUBLIC', name: 'Public body', nameFr: 'Établissement public' },
  { code: 'OTHER', name: 'Other', nameFr: 'Autre' },
];

const CODES = new Set(LEGAL_FORMS.map((f) => f.code));
export const isLegalForm = (code: string): boolean => CODES.has(code);

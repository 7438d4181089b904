import type { rolesEn } from './roles.en.ts';

/** Noms des rôles par code. */
export const rolesFr: Record<keyof typeof rolesEn, string> = {
  'role.admin': 'Administrateur',
  'role.front_desk': 'Réception',
  'role.cashier': 'Caissier',
  'role.night_auditor': 'Auditeur de nuit',
  'role.housekeeping': 'Gouvernance',
  'role.buyer': 'Acheteur (économat)',
  'role.stock_keeper': 'Magasinier',
  'role.partner': 'Partenaire (B2B)',
};

/** Role names by code (the roles table keeps the English name; screens show these). */
export const rolesEn = {
  'role.admin': 'Administrator',
  'role.front_desk': 'Front desk',
  'role.cashier': 'Cashier',
  'role.night_auditor': 'Night auditor',
  'role.housekeeping': 'Housekeeping',
  'role.buyer': 'Back-office buyer',
  'role.stock_keeper': 'Stock keeper',
  'role.partner': 'Partner (B2B)',
};

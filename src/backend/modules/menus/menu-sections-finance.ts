import type { SectionSpec } from './menu-spec.ts';

/** Payment Processing, Accounting, End-of-Day, Admin, then the B2B partner menu. */
export const FINANCE_SECTIONS: SectionSpec[] = [
  {
    key: 'payment',
    en: 'Payment Processing',
    fr: 'Encaissements',
    url: null,
    icon: 'credit-card',
    items: [
      { key: 'payments', en: 'Payments', fr: 'Paiements', url: '/front-desk/List-Payments' },
      { key: 'invoices', en: 'Invoices', fr: 'Factures', url: '/front-desk/ListFactures' },
      { key: 'exchange', en: 'Exchange', fr: 'Change', url: '/front-desk/Exchange' },
      { key: 'exchangeSlip', en: 'Exchange Slip', fr: 'Bordereau de change', url: '/front-desk/Bordereau' },
      { key: 'cashDrawer', en: 'Cash drawer', fr: 'Caisse', url: '/front-desk/Cash-Drawer' },
      { key: 'debtorInvoices', en: 'Debtor invoices', fr: 'Factures débiteurs', url: '/front-desk/debtor-invoices', icon: 'file-invoice' },
    ],
  },
  {
    key: 'accounting',
    en: 'Accounting',
    fr: 'Comptabilité',
    url: null,
    icon: 'calculator',
    items: [
      { key: 'accountingReport', en: 'Accounting Report', fr: 'Rapport comptable', url: '/front-desk/Accounting_Report' },
      { key: 'invoiceAnalysis', en: 'Analysis Invoice', fr: 'Analyse des factures', url: '/front-desk/Analyse-Invoice' },
    ],
  },
  {
    key: 'endOfDay',
    en: 'End-of-Day',
    fr: 'Clôture journalière',
    url: null,
    icon: 'moon',
    items: [
      { key: 'control', en: 'Control', fr: 'Contrôle', url: '/front-desk/End-of-Day' },
      { key: 'history', en: 'History', fr: 'Historique', url: '/front-desk/End-of-Day-history' },
    ],
  },
  {
    key: 'admin',
    en: 'Admin',
    fr: 'Administration',
    url: null,
    icon: 'user-shield',
    items: [
      { key: 'users', en: 'Users', fr: 'Utilisateurs', url: '/admin/users-menus' },
      { key: 'activityReport', en: 'Activity Report', fr: 'Rapport d’activité', url: '/front-desk/Report-Activity' },
      { key: 'exchangeRate', en: 'Exchange rate', fr: 'Taux de change', url: '/front-desk/exchange', permission: 'exchange_rate' },
    ],
  },
];

/** The partner's whole menu: root links (a root with a url and no sub-items navigates). */
export const PARTNER_SECTIONS: SectionSpec[] = [
  {
    key: 'partner.newReservation',
    en: 'New Reservation',
    fr: 'Nouvelle réservation',
    url: '/front-desk/reservations-management',
    icon: 'calendar-plus',
    partner: true,
  },
  { key: 'partner.reservations', en: 'My reservations', fr: 'Mes réservations', url: '/front-desk/reservationslist', icon: 'list', partner: true },
  { key: 'partner.orders', en: 'Orders', fr: 'Commandes', url: '/front-desk/orders', icon: 'receipt', partner: true },
  { key: 'partner.invoices', en: 'Invoices', fr: 'Factures', url: '/front-desk/invoices', icon: 'file-invoice', partner: true },
];

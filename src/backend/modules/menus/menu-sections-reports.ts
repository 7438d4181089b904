import type { SectionSpec } from './menu-spec.ts';

/** Rate Management (the rate grid, with demand pricing, overbooking, forecasting, competitors and plans) and Reporting Analytics. */
export const REPORT_SECTIONS: SectionSpec[] = [
  {
    key: 'rateManagement',
    en: 'Rate Management',
    fr: 'Gestion des tarifs',
    url: '/rate-management/grid',
    icon: 'sack-dollar',
    items: [
      { key: 'pricingOnDemand', en: 'Pricing Based On Demand', fr: 'Tarification selon la demande', url: '/rate-management/pricing-on-demand' },
      { key: 'overbooking', en: 'Overbooking Strategies', fr: 'Stratégies de surréservation', url: '/rate-management/overbooking' },
      { key: 'forecasting', en: 'Forecasting', fr: 'Prévisions', url: '/rate-management/forecasting' },
      { key: 'competitorTracking', en: 'Competitor tracking', fr: 'Suivi de la concurrence', url: '/rate-management/competitors' },
      { key: 'ratePlans', en: 'Rate Plans', fr: 'Plans tarifaires', url: '/rate-management/plans' },
    ],
  },
  {
    // Items the spec shows without a route take the matching 'other report link'; Free Items is
    // the extra-sales link that carries free=true, Night Audit the closing history.
    key: 'reporting',
    en: 'Reporting Analytics',
    fr: 'Rapports et analyses',
    url: null,
    icon: 'chart-line',
    items: [
      { key: 'frontDeskReports', en: 'Front Desk Reports', fr: 'Rapports réception', url: '/front-desk/dashboard' },
      { key: 'extraSales', en: 'Extra Sales', fr: 'Ventes annexes', url: '/reports/extra-sales' },
      { key: 'freeItems', en: 'Free Items', fr: 'Articles offerts', url: '/reports/extra-sales?free=true' },
      { key: 'freeStays', en: 'Free Stays', fr: 'Séjours offerts', url: '/reports/free-stay' },
      { key: 'financialReports', en: 'Financial Reports', fr: 'Rapports financiers', url: '/front-desk/Reports' },
      { key: 'performanceReports', en: 'Performance Reports', fr: 'Rapports de performance', url: '/front-desk/reservationslist' },
      { key: 'customReports', en: 'Custom Reports', fr: 'Rapports personnalisés', url: '/front-desk/reservationslist' },
      { key: 'pickups', en: 'Pickups', fr: 'Prises de réservations', url: '/admin/pickups' },
      { key: 'nightPriceReport', en: 'Night Price Report', fr: 'Rapport des prix par nuit', url: '/front-desk/Night-Price-Report' },
      { key: 'exportReservations', en: 'Export Reservations', fr: 'Exporter les réservations', url: '/front-desk/reservations-export' },
      { key: 'nightAudit', en: 'Night Audit', fr: 'Audit de nuit', url: '/front-desk/End-of-Day-history' },
      { key: 'taxes', en: 'Taxes', fr: 'Taxes', url: '/front-desk/taxes' },
      { key: 'cmiReconciliation', en: 'CMI reconciliation', fr: 'Rapprochement CMI', url: '/front-desk/rapproch' },
      { key: 'forecast', en: 'Forecast', fr: 'Prévisions', url: '/front-desk/Forecast' },
      { key: 'dailyReports', en: 'Daily Reports', fr: 'Rapports journaliers', url: '/front-desk/DailyReport' },
      { key: 'reportBacs', en: 'Report Bacs', fr: 'Rapport des bacs', url: '/front-desk/Report-Bacs' },
      { key: 'dailyDetailsCa', en: 'Daily Details CA', fr: 'Détail journalier du chiffre d’affaires', url: '/front-desk/DailyReportDetailCA' },
      { key: 'gmDashboard', en: 'Dashboard (General Manager)', fr: 'Tableau de bord (directeur)', url: '/admin/dashboard' },
      { key: 'channels', en: 'Channels', fr: 'Canaux', url: '/front-desk/Kpis/channel', chauffeurOnly: true },
      { key: 'customers', en: 'Customers', fr: 'Clients', url: '/front-desk/Kpis/customer', chauffeurOnly: true },
      { key: 'market', en: 'Market', fr: 'Marché', url: '/front-desk/Kpis/market', chauffeurOnly: true },
      { key: 'statsByNationality', en: 'Stats By Nationality', fr: 'Statistiques par nationalité', url: '/front-desk/StatByNationality', chauffeurOnly: true },
      { key: 'discountReports', en: 'Discount Reports', fr: 'Rapports des remises', url: '/front-desk/DiscountReport', chauffeurOnly: true },
    ],
  },
];

import type { SectionSpec } from './menu-spec.ts';

/** Reservation, Front Desk, Crm and House-keeping (operations.md §2.5). */
export const FRONT_SECTIONS: SectionSpec[] = [
  {
    key: 'reservation',
    en: 'Reservation',
    fr: 'Réservation',
    url: null,
    icon: 'calendar-check',
    items: [
      { key: 'dashboard', en: 'Dashboard', fr: 'Tableau de bord', url: '/main/dashboardAdmin', icon: 'gauge' },
      { key: 'newReservation', en: 'New Reservation', fr: 'Nouvelle réservation', url: '/front-desk/reservations-management', icon: 'calendar-plus' },
      { key: 'reservations', en: 'Reservations', fr: 'Réservations', url: '/front-desk/reservationslist', icon: 'list' },
      { key: 'calendar', en: 'Calendar', fr: 'Calendrier', url: '/front-desk/calendar', icon: 'calendar-days' },
    ],
  },
  {
    key: 'frontDesk',
    en: 'Front Desk',
    fr: 'Réception',
    url: null,
    icon: 'bell-concierge',
    items: [
      { key: 'checkIn', en: 'Check In', fr: 'Arrivées', url: '/front-desk/check-in', icon: 'right-to-bracket' },
      { key: 'inHouse', en: 'In House', fr: 'En séjour', url: '/front-desk/in-House', icon: 'bed' },
      { key: 'checkOut', en: 'Check Out', fr: 'Départs', url: '/front-desk/check-out', icon: 'right-from-bracket' },
      { key: 'cancellationNoShow', en: 'Cancelation & No Show', fr: 'Annulations et non-présentés', url: '/front-desk/Cancellation&Noshow', icon: 'ban' },
    ],
  },
  {
    key: 'crm',
    en: 'Crm',
    fr: 'CRM',
    url: null,
    icon: 'address-book',
    items: [
      { key: 'customer', en: 'Customer', fr: 'Clients', url: '/front-desk/Customers', icon: 'users' },
      { key: 'orders', en: 'Orders', fr: 'Commandes', url: '/front-desk/orders', icon: 'receipt' },
      { key: 'exchangeRate', en: 'Exchange rate', fr: 'Taux de change', url: '/front-desk/exchange', icon: 'money-bill-transfer' },
      { key: 'segment', en: 'Segment', fr: 'Segments', url: '/front-desk/Segment', icon: 'tags' },
      { key: 'wallets', en: 'RFID wallets', fr: 'Porte-monnaie RFID', url: '/front-desk/wallets', icon: 'wallet' },
    ],
  },
  {
    key: 'houseKeeping',
    en: 'House-keeping',
    fr: 'Gouvernante',
    url: null,
    icon: 'broom',
    items: [
      { key: 'roomOptions', en: 'Configuration Room', fr: 'Configuration des chambres', url: '/house-keeping/room-options', icon: 'sliders' },
      { key: 'roomStatus', en: 'Room Status', fr: 'État des chambres', url: '/front-desk/RoomStatus', icon: 'door-open' },
      { key: 'report', en: 'Report', fr: 'Rapport', url: '/front-desk/Housekeeping-Report', icon: 'clipboard-list' },
      { key: 'verification', en: 'Verification', fr: 'Contrôle', url: '/front-desk/Housekeeping-Report-Control', icon: 'clipboard-check' },
      { key: 'matchingReport', en: 'Matching-Report', fr: 'Rapport de concordance', url: '/front-desk/Matching-Report', icon: 'code-compare' },
      { key: 'houseMaids', en: 'Maid Work Sheet', fr: 'Feuille des femmes de chambre', url: '/housemaids', icon: 'users' },
      { key: 'equipment', en: 'Equipment & Maintenance', fr: 'Équipements et maintenance', url: '/house-keeping/equipment', icon: 'gear' },
    ],
  },
];

/**
 * The demo accounts seeded on first start. Ids are fixed because the old app's special users
 * (6, 7, 20: exchange rates; 459: restricted sections) are reproduced as permissions on them.
 */
export const DEMO_PASSWORD = 'auberge';

export interface DemoAccount {
  userId: number;
  username: string;
  name: string;
  roles: string[];
  permissions: string[];
  description: string;
  /** 'hotel1' | 'hotel2' | 'all' (group 0, must choose) */
  home: 'hotel1' | 'hotel2' | 'all';
  partner?: boolean;
  language?: 'en' | 'fr';
}

export const DEMO_USERS: DemoAccount[] = [
  {
    userId: 1,
    username: 'admin',
    name: 'Amina Admin',
    roles: ['admin', 'front_desk', 'cashier', 'night_auditor', 'housekeeping', 'buyer', 'stock_keeper'],
    permissions: ['all_hotels', 'forced_reservation', 'chauffeur', 'early_closing'],
    home: 'hotel1',
    description: 'administrator, every menu, both hotels',
  },
  {
    userId: 2,
    username: 'frontdesk',
    name: 'Youssef Reception',
    roles: ['front_desk'],
    permissions: ['forced_reservation'],
    home: 'hotel1',
    description: 'front desk clerk',
  },
  { userId: 3, username: 'cashier', name: 'Claire Caisse', roles: ['cashier'], permissions: [], home: 'hotel1', description: 'cashier', language: 'fr' },
  {
    userId: 4,
    username: 'nightaudit',
    name: 'Nadia Audit',
    roles: ['night_auditor', 'front_desk'],
    permissions: [],
    home: 'hotel1',
    description: 'night auditor',
  },
  {
    userId: 5,
    username: 'housekeeping',
    name: 'Hassan Etages',
    roles: ['housekeeping'],
    permissions: [],
    home: 'hotel1',
    description: 'housekeeping',
    language: 'fr',
  },
  {
    userId: 6,
    username: 'buyer',
    name: 'Bilal Achats',
    roles: ['buyer'],
    permissions: ['exchange_rate'],
    home: 'hotel1',
    description: 'back-office buyer (exchange rates)',
  },
  {
    userId: 7,
    username: 'stock',
    name: 'Salma Stock',
    roles: ['stock_keeper'],
    permissions: ['exchange_rate'],
    home: 'hotel1',
    description: 'stock keeper (exchange rates)',
  },
  {
    userId: 8,
    username: 'partner',
    name: 'Pierre Partenaire',
    roles: ['partner'],
    permissions: [],
    home: 'hotel1',
    partner: true,
    description: 'B2B partner of Atlas Voyages',
  },
  {
    userId: 9,
    username: 'chooser',
    name: 'Chloé Groupe',
    roles: ['front_desk'],
    permissions: ['all_hotels'],
    home: 'all',
    description: 'group user who must choose a hotel',
  },
  {
    userId: 20,
    username: 'finance',
    name: 'Fatima Finance',
    roles: ['cashier', 'night_auditor'],
    permissions: ['exchange_rate', 'early_closing'],
    home: 'hotel2',
    description: 'finance (exchange rates), hotel 2',
  },
  {
    userId: 459,
    username: 'restricted',
    name: 'Rachid Restreint',
    roles: ['front_desk'],
    permissions: ['restricted_sections'],
    home: 'hotel1',
    description: 'sees only Reservation and Front Desk',
  },
];

/** Name pools by origin, for plausible guests of a Moroccan riad and a Parisian hotel. */
export interface Origin {
  countries: readonly string[];
  cities: readonly string[];
  first: readonly (readonly [string, 'M' | 'F'])[];
  last: readonly string[];
  phone: string;
}

export const ORIGINS: Readonly<Record<'ma' | 'fr' | 'eu', Origin>> = {
  ma: {
    countries: ['MA'],
    cities: ['Casablanca', 'Rabat', 'Fès', 'Tanger', 'Agadir', 'Marrakech', 'Oujda'],
    phone: '+212 6',
    first: [
      ['Youssef', 'M'],
      ['Mohamed', 'M'],
      ['Omar', 'M'],
      ['Hamza', 'M'],
      ['Mehdi', 'M'],
      ['Karim', 'M'],
      ['Anas', 'M'],
      ['Fatima', 'F'],
      ['Khadija', 'F'],
      ['Salma', 'F'],
      ['Imane', 'F'],
      ['Nour', 'F'],
      ['Zineb', 'F'],
      ['Meryem', 'F'],
    ],
    last: [
      'El Amrani',
      'Benali',
      'Alaoui',
      'Bennani',
      'Tazi',
      'El Idrissi',
      'Berrada',
      'Chraibi',
      'Lahlou',
      'Ouazzani',
      'Kettani',
      'Fassi Fihri',
      'Haddad',
      'Ziani',
    ],
  },
  fr: {
    countries: ['FR', 'BE', 'CH'],
    cities: ['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Lille', 'Nantes', 'Bruxelles', 'Genève'],
    phone: '+33 6',
    first: [
      ['Louis', 'M'],
      ['Gabriel', 'M'],
      ['Hugo', 'M'],
      ['Thomas', 'M'],
      ['Nicolas', 'M'],
      ['Julien', 'M'],
      ['Camille', 'F'],
      ['Léa', 'F'],
      ['Chloé', 'F'],
      ['Manon', 'F'],
      ['Inès', 'F'],
      ['Élodie', 'F'],
      ['Sophie', 'F'],
    ],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Lefèvre', 'Fontaine', 'Girard', "D'Argent"],
  },
  eu: {
    countries: ['ES', 'DE', 'GB', 'IT', 'NL', 'US'],
    cities: ['Madrid', 'Berlin', 'London', 'Milano', 'Amsterdam', 'New York', 'Barcelona', 'München'],
    phone: '+44 7',
    first: [
      ['Lucas', 'M'],
      ['James', 'M'],
      ['Pablo', 'M'],
      ['Matteo', 'M'],
      ['Lukas', 'M'],
      ['Daan', 'M'],
      ['Emma', 'F'],
      ['Olivia', 'F'],
      ['Lucía', 'F'],
      ['Giulia', 'F'],
      ['Hannah', 'F'],
      ['Sofia', 'F'],
    ],
    last: ['García', 'Müller', 'Smith', 'Rossi', 'de Vries', 'Schmidt', "O'Brien", 'Fernández', 'Bianchi', 'Johnson', 'Schneider', 'Jansen'],
  },
};

/** Companies: travel agencies book as partners (Tour operator), the rest as Corporate. */
export const COMPANIES: readonly (readonly [string, 'agency' | 'corporate', string])[] = [
  ['Atlas Voyages', 'agency', 'MA'],
  ['Sahara Tours', 'agency', 'MA'],
  ['Kasbah Travel', 'agency', 'MA'],
  ['Voyages Lumière', 'agency', 'FR'],
  ['Euro Holidays', 'agency', 'DE'],
  ['OCP Group', 'corporate', 'MA'],
  ['Maroc Telecom', 'corporate', 'MA'],
  ['Attijariwafa Bank', 'corporate', 'MA'],
  ['Société Générale', 'corporate', 'FR'],
  ['Airbus', 'corporate', 'FR'],
  ['Orange Business', 'corporate', 'FR'],
  ['Capgemini', 'corporate', 'FR'],
  ['Siemens', 'corporate', 'DE'],
  ['Banco Santander', 'corporate', 'ES'],
  ['Unilever', 'corporate', 'NL'],
];

/** The partner company of the demo user 'partner'. */
export const PARTNER_COMPANY = 'Atlas Voyages';

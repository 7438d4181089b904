import type { Queryer } from '../db/client.ts';
import type { Rng } from './prng.ts';
import { insertRows, reserveIds } from './bulk-insert.ts';
import type { Cell } from '../core/sql-literal.ts';
import { COMPANIES, ORIGINS, type Origin } from './people.ts';

export interface SeededCustomers {
  persons: { customerId: number; name: string; firstName: string; lastName: string; nationality: string; birthDate: string; docNumber: string }[];
  /** Companies by name. */
  companies: Map<string, { customerId: number; agency: boolean }>;
}

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * Natural persons (drawn from the origins by weight) and the companies of a hotel, with the
 * segments they book under. Returns the ids for the stay planner.
 */
export async function seedCustomers(
  q: Queryer,
  rng: Rng,
  o: {
    groupId: number;
    persons: number;
    origins: readonly (readonly [keyof typeof ORIGINS, number])[];
    companies: number;
    segmentOf: { agency: number; corporate: number; direct: number };
  },
): Promise<SeededCustomers> {
  const docTypes = await q.query<{ doc_type_id: number; code: string }>('select doc_type_id, code from doc_types');
  const docId = (code: string) => docTypes.find((d) => d.code === code)?.doc_type_id ?? null;
  const first = await reserveIds(q, 'customers', 'customer_id', o.persons + o.companies);
  const persons: SeededCustomers['persons'] = [];
  const rows: Cell[][] = [];
  const segments: Cell[][] = [];
  for (let i = 0; i < o.persons; i++) {
    const origin: Origin = ORIGINS[rng.weighted(o.origins)];
    const [firstName, sex] = rng.pick(origin.first);
    const lastName = rng.pick(origin.last);
    const country = rng.pick(origin.countries);
    const birthDate = `${rng.int(1948, 2004)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const local = country === 'MA' || country === 'FR';
    const docNumber = local ? `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(100000, 999999)}` : `P${rng.int(10_000_000, 99_999_999)}`;
    const customerId = first + i;
    const email = `${plain(firstName)}.${plain(lastName)}${rng.int(1, 99)}@example.${country === 'MA' ? 'ma' : country === 'FR' ? 'fr' : 'com'}`;
    rows.push([
      customerId,
      o.groupId,
      'person',
      sex === 'M' ? 'M.' : 'Mme',
      firstName,
      lastName,
      '',
      null,
      null,
      email,
      `${origin.phone}${rng.int(10_000_000, 99_999_999)}`,
      country,
      rng.pick(origin.cities),
      '',
      country,
      birthDate,
      docId(local ? 'ID_CARD' : 'PASSPORT'),
      docNumber,
    ]);
    persons.push({ customerId, name: `${firstName} ${lastName}`, firstName, lastName, nationality: country, birthDate, docNumber });
    if (rng.chance(0.3)) segments.push([customerId, o.segmentOf.direct]);
  }
  const companies = new Map<string, { customerId: number; agency: boolean }>();
  COMPANIES.slice(0, o.companies).forEach(([name, kind, country], i) => {
    const customerId = first + o.persons + i;
    rows.push([
      customerId,
      o.groupId,
      'company',
      null,
      '',
      '',
      name,
      country === 'MA' ? 'SARL' : 'SA',
      `${country}${rng.int(10_000_000, 99_999_999)}`,
      `contact@${plain(name)}.example`,
      `+${rng.int(200, 499)} ${rng.int(100_000_000, 999_999_999)}`,
      country,
      '',
      '',
      null,
      null,
      null,
      null,
    ]);
    companies.set(name, { customerId, agency: kind === 'agency' });
    segments.push([customerId, kind === 'agency' ? o.segmentOf.agency : o.segmentOf.corporate]);
  });
  await insertRows(
    q,
    'customers',
    [
      'customer_id',
      'group_id',
      'kind',
      'civility',
      'first_name',
      'last_name',
      'company_name',
      'legal_form',
      'tax_id',
      'email',
      'phone',
      'country_code',
      'city',
      'address',
      'nationality',
      'birth_date',
      'doc_type_id',
      'doc_number',
    ],
    rows,
  );
  await insertRows(q, 'customer_segments', ['customer_id', 'segment_id'], segments);
  return { persons, companies };
}

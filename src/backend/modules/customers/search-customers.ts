import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { customerNameSql } from './customer-name.ts';
import { customers, customerSegments, marketSegments, reservations } from '../../db/schema/index.ts';
import type { TCustomerDto, TCustomerPage } from './customers.schemas.ts';

/** At most this many words of a search count; more narrow nothing a clerk would type. */
const MAX_WORDS = 4;

export interface CustomerSearch {
  groupId: number;
  /** The caller's company when they are a partner: they only ever see that one customer. */
  partnerId: number | null;
  search: string;
  page: number;
  size: number;
  kind?: 'person' | 'company' | undefined;
  segmentId?: number | undefined;
  /** Created on or after this day. */
  createdFrom?: string | undefined;
  /** Prospects only: customers who never stayed (no reservation at all). */
  prospects?: boolean | undefined;
}

/** 'Ben  Amina' → ['ben', 'amina'], each escaped for LIKE. */
export function searchWords(search: string): string[] {
  return search.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS).map(escapeLike);
}

/** Each word starts one of the names: the prefix LIKEs on lower(…) use the (group_id, lower(name)) indexes. */
function nameStarts(word: string): SQL {
  const prefix = `${word}%`;
  return or(
    sql`lower(${customers.lastName}) like ${prefix}`,
    sql`lower(${customers.firstName}) like ${prefix}`,
    sql`lower(${customers.companyName}) like ${prefix}`,
  )!;
}

const displayName = customerNameSql(customers);

/** The page's query (one more row than the page tells whether another page follows). */
export function customerSearchQuery(db: Db, o: CustomerSearch) {
  return db
    .select({
      id: customers.customerId,
      kind: customers.kind,
      name: displayName,
      civility: customers.civility,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      email: customers.email,
      phone: customers.phone,
      city: customers.city,
      countryCode: customers.countryCode,
    })
    .from(customers)
    .where(
      and(
        eq(customers.groupId, o.groupId),
        o.partnerId !== null ? eq(customers.customerId, o.partnerId) : undefined,
        ...searchWords(o.search).map(nameStarts),
        o.kind ? eq(customers.kind, o.kind) : undefined,
        o.segmentId !== undefined
          ? sql`exists (select 1 from ${customerSegments} cs where cs.customer_id = ${customers.customerId} and cs.segment_id = ${o.segmentId})`
          : undefined,
        o.createdFrom ? sql`${customers.createdAt} >= ${o.createdFrom}::date` : undefined,
        o.prospects ? sql`not exists (select 1 from ${reservations} r where r.customer_id = ${customers.customerId})` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${displayName})`), asc(customers.customerId))
    .limit(o.size + 1)
    .offset(o.page * o.size);
}

/**
 * The hotel's customers whose names start with the words searched, persons and companies, by
 * name, with their market segments. A partner finds their own company and no one else.
 */
export async function searchCustomers(db: Db, o: CustomerSearch): Promise<TCustomerPage> {
  const rows = await customerSearchQuery(db, o);
  const page = rows.slice(0, o.size);
  const ids = page.map((r) => r.id);
  const segs = ids.length
    ? await db
        .select({ customerId: customerSegments.customerId, segmentId: marketSegments.segmentId, name: marketSegments.name, channel: marketSegments.channel })
        .from(customerSegments)
        .innerJoin(marketSegments, eq(marketSegments.segmentId, customerSegments.segmentId))
        .where(inArray(customerSegments.customerId, ids))
        .orderBy(asc(customerSegments.customerId), asc(marketSegments.segmentId))
    : [];
  const content: TCustomerDto[] = page.map((r) => ({
    ...r,
    countryCode: r.countryCode?.trim() ?? null,
    segments: segs.filter((s) => s.customerId === r.id).map(({ segmentId, name, channel }) => ({ segmentId, name, channel })),
  }));
  return { content, page: o.page, size: o.size, hasMore: rows.length > o.size };
}

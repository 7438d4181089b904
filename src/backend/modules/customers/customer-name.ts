import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type NameColumns = { kind: AnyPgColumn; companyName: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn };

/**
 * A customer's display name in SQL: the company name, or first and last name. Takes the customers
 * table or an alias of it; null when the row is missing (an outer join without a match).
 */
export const customerNameSql = (c: NameColumns) =>
  sql<string>`case when ${c.kind} = 'company' then ${c.companyName} else trim(${c.firstName} || ' ' || ${c.lastName}) end`;

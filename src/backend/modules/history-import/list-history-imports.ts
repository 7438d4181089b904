import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/rows.ts';
import type { Db } from '../../db/client.ts';
import type { THistoryImportDto } from '../../../lib/domain/history-import-dto.ts';

/** The files imported so far, newest first, with who imported them. */
export async function listHistoryImports(db: Db): Promise<THistoryImportDto[]> {
  const rows = await rowsOf<{
    import_id: number;
    file_name: string;
    rows: number;
    skipped: number;
    group_ids: number[];
    imported_by_name: string | null;
    imported_at: string;
  }>(
    db,
    sql`
    select h.import_id, h.file_name, h.rows, h.skipped, h.group_ids, u.name as imported_by_name, to_char(h.imported_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as imported_at
    from history_imports h left join users u on u.user_id = h.imported_by
    order by h.imported_at desc, h.import_id desc limit 50`,
  );
  return rows.map((r) => ({
    importId: r.import_id,
    fileName: r.file_name,
    rows: r.rows,
    skipped: r.skipped,
    groupIds: r.group_ids,
    importedBy: r.imported_by_name,
    importedAt: r.imported_at,
  }));
}

/**
 * The hotels whose rooms were derived by an import (from the most stays in house on one night, the
 * file having no room list): their occupancy rests on those counts, which reports say in a footnote.
 */
export async function findDerivedRoomHotels(db: Db): Promise<number[]> {
  const rows = await rowsOf<{ group_id: number }>(
    db,
    sql`select distinct (g.value)::int as group_id from history_imports h cross join jsonb_array_elements_text(h.group_ids) g order by 1`,
  );
  return rows.map((r) => r.group_id);
}

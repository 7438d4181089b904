/**
 * One page of a report table's rows: `asked` is the URL's 0-based `page` (anything else, or past
 * the end, gives the first or the last page); at least one page, even without rows.
 */
export function pageOf<T>(rows: readonly T[], asked: string | null, size: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const n = Number(asked ?? 0);
  const page = Number.isInteger(n) && n > 0 ? Math.min(n, pages - 1) : 0;
  return { rows: rows.slice(page * size, (page + 1) * size), page, pages };
}

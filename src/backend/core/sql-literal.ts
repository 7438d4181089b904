export type Cell = string | number | boolean | null;

/**
 * A SQL literal. Seeds build statement text because a VALUES list of literals is what PGlite
 * parses fastest, and bind parameters cap at 65,535 per statement.
 */
export function literal(v: Cell): string {
  if (v === null) return 'null';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`cannot write the number ${v} as SQL`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return `'${v.replace(/'/g, "''")}'`;
}

export const row = (cells: readonly Cell[]) => `(${cells.map(literal).join(',')})`;

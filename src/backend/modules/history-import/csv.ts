import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';

/**
 * Splits one CSV line (RFC 4180 quoting: "a,b" and "" inside quotes). The bookings file has no
 * quotes today, but a republished copy may, and a naive split would shift every column.
 */
export function parseCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

/** The dataset's two spellings of a missing value. */
export const isMissing = (v: string | undefined): boolean => v === undefined || v === '' || v === 'NULL' || v === 'NA';

export interface CsvRow {
  /** 1-based data line number (the header is line 0), for error messages. */
  line: number;
  get(column: string): string | undefined;
}

/** Streams a CSV file (gzipped when the name ends in .gz) row by row without holding it in memory. */
export async function* readCsv(file: string): AsyncGenerator<CsvRow> {
  const raw = fs.createReadStream(file);
  const input = file.endsWith('.gz') ? raw.pipe(zlib.createGunzip()) : raw;
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let index: Map<string, number> | undefined;
  let n = 0;
  for await (const text of lines) {
    if (!index) {
      index = new Map(parseCsvLine(text.replace(/^\uFEFF/, '')).map((name, i) => [name.trim(), i]));
      continue;
    }
    if (text === '') continue;
    n += 1;
    const fields = parseCsvLine(text);
    const cols = index;
    yield { line: n, get: (column) => { const i = cols.get(column); return i === undefined ? undefined : fields[i]; } };
  }
}

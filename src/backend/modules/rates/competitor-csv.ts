import { parse } from 'csv-parse/sync';
import { invalid } from '../../http/errors.ts';

/**
 * The competitor price file's lines as fields: a comma or a semicolon between fields (spreadsheets
 * export either), RFC 4180 quotes, cells trimmed, blank lines skipped; each record with its line
 * number in the file. A CSV parser, in one pass: the pattern it replaces looked ahead over the rest
 * of the line at every separator, 3.4 s for a line of 20,000 commas and ~35 minutes at the
 * upload's limit, the server's one thread frozen meanwhile.
 */
export function splitCompetitorCsv(text: string): { record: string[]; info: { lines: number } }[] {
  try {
    // With info: true each record comes as { record, info } (the typings only know the plain rows).
    const records: unknown[] = parse(text, {
      bom: true,
      delimiter: [',', ';'],
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      info: true,
      max_record_size: 64 * 1024,
    });
    return records.map((r) => r as { record: string[]; info: { lines: number } });
  } catch (err) {
    const e = err as { code?: string; lines?: number; message: string };
    const where = e.lines ? `line ${e.lines}: ` : '';
    if (e.code === 'CSV_MAX_RECORD_SIZE')
      throw invalid('csv', `${where}a line longer than 65,536 characters: expected date,competitor,price lines`, { key: 'errors.competitorCsv.lineTooLong' });
    if (e.code === 'CSV_QUOTE_NOT_CLOSED') throw invalid('csv', `${where}a quoted field never closes`, { key: 'errors.competitorCsv.openQuote' });
    throw invalid('csv', `${where}${e.message}`, { key: 'errors.competitorCsv.unreadable' });
  }
}

import { fractionDigits } from '../../lib/format.ts';
import { unitsText } from '../../lib/domain/money.ts';
import { zip } from './zip-writer.ts';

/** A calendar day ('YYYY-MM-DD'): a real date in a workbook. */
export interface DayCell {
  day: string;
}
/** A wall-clock moment ('YYYY-MM-DD HH:mm:ss' or an ISO instant, read as written): a date and time in a workbook. */
export interface DateTimeCell {
  dateTime: string;
}
/** An amount in minor units of its currency: a decimal number shown with the currency. */
export interface MoneyCell {
  minor: number;
  currency: string;
}

export type Cell = string | number | boolean | null | undefined | DayCell | DateTimeCell | MoneyCell;

const isDay = (v: Cell): v is DayCell => typeof v === 'object' && v !== null && 'day' in v;
const isDateTime = (v: Cell): v is DateTimeCell => typeof v === 'object' && v !== null && 'dateTime' in v;
const isMoney = (v: Cell): v is MoneyCell => typeof v === 'object' && v !== null && 'minor' in v;

/** A money cell's amount in major units ('56.00' for 5600 MAD). */
export const majorAmount = (m: MoneyCell): string => unitsText(m.minor, fractionDigits(m.currency));

const xml = (s: string) =>
  s
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
    // XML 1.0 forbids most control characters; drop them rather than write a file Excel refuses.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

function columnName(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Excel's serial date: days since 1899-12-30, the time of day as the fraction; null when the text is no date. */
function serial(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  return Number.isFinite(ms) ? ms / 86_400_000 + 25569 : null;
}

/** Cell styles: 0 plain, 1 header (bold), 2 date, 3 date and time, 4… money of each currency met. */
const STYLE = { plain: 0, header: 1, day: 2, dateTime: 3 } as const;

class Styles {
  readonly currencies: string[] = [];
  money(currency: string): number {
    let i = this.currencies.indexOf(currency);
    if (i < 0) i = this.currencies.push(currency) - 1;
    return 4 + i;
  }
  xml(): string {
    const formats = this.currencies.map((c, i) => {
      const digits = fractionDigits(c);
      const code = `#,##0${digits ? `.${'0'.repeat(digits)}` : ''} "${c.replace(/[^A-Za-z]/g, '')}"`;
      return `<numFmt numFmtId="${164 + i}" formatCode="${xml(code)}"/>`;
    });
    const xf = (numFmtId: number, fontId = 0) =>
      `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
    // 14 and 22 are Excel's built-in short date and date-time: shown in the reader's own date format.
    const xfs = [xf(0), xf(0, 1), xf(14), xf(22), ...this.currencies.map((_, i) => xf(164 + i))];
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      (formats.length ? `<numFmts count="${formats.length}">${formats.join('')}</numFmts>` : '') +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
    );
  }
}

function cellXml(value: Cell, ref: string, styles: Styles, header: boolean): string {
  if (value === null || value === undefined || value === '') return '';
  const text = (s: string) => `<c r="${ref}" t="inlineStr"${header ? ` s="${STYLE.header}"` : ''}><is><t xml:space="preserve">${xml(s)}</t></is></c>`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  if (typeof value === 'string') return text(value);
  if (isMoney(value)) return `<c r="${ref}" s="${styles.money(value.currency)}"><v>${majorAmount(value)}</v></c>`;
  const date = isDay(value) ? value.day : isDateTime(value) ? value.dateTime : '';
  const n = serial(date);
  if (n === null) return text(date);
  return `<c r="${ref}" s="${isDay(value) ? STYLE.day : STYLE.dateTime}"><v>${n}</v></c>`;
}

/** Column widths from the header and the first rows, in characters. */
function widths(header: string[], rows: Cell[][]): number[] {
  return header.map((h, c) => {
    let w = h.length;
    for (const row of rows.slice(0, 200)) {
      const v = row[c];
      const len = v === null || v === undefined ? 0 : isDay(v) ? 10 : isDateTime(v) ? 16 : isMoney(v) ? majorAmount(v).length + 5 : String(v).length;
      if (len > w) w = len;
    }
    return Math.min(Math.max(w + 2, 8), 60);
  });
}

/** A one-sheet .xlsx workbook: a bold header row that stays in view, then the rows (dates as dates, money with its currency). */
export function xlsx(opts: { sheetName: string; header: string[]; rows: Cell[][] }): Buffer {
  const styles = new Styles();
  const lines = [opts.header, ...opts.rows].map(
    (row, r) => `<row r="${r + 1}">${row.map((v, c) => cellXml(v, `${columnName(c)}${r + 1}`, styles, r === 0)).join('')}</row>`,
  );
  const cols = widths(opts.header, opts.rows)
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  const sheet =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${lines.join('')}</sheetData></worksheet>`;
  return zip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(opts.sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
    // Written last: the styles know every currency only once the sheet is built.
    { name: 'xl/styles.xml', data: styles.xml() },
  ]);
}

/** Byte-order mark: Excel opens a CSV as UTF-8 (accents intact) only with it. */
export const UTF8_BOM = '\uFEFF';

/** A plain decimal number written as text ('-0.91', '1200.50'): a CSV writes it as the number it is, never as a guarded formula. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * RFC 4180 CSV with a byte-order mark and a header row, in the reader's convention: in French the
 * fields are split by ';' and numbers take a decimal comma (what French Excel opens as columns and
 * numbers), days are dd/mm/yyyy and moments dd/mm/yyyy HH:mm:ss; in English ',' and a decimal point,
 * days YYYY-MM-DD. Money is a decimal amount. Text a spreadsheet would run as a formula is quoted
 * with a leading '; a negative number stays a number.
 */
export function csv(header: string[], rows: Cell[][], lang = 'en'): string {
  const fr = lang.startsWith('fr');
  const sep = fr ? ';' : ',';
  const decimal = (n: string) => (fr ? n.replace('.', ',') : n);
  const day = (d: string) => (fr && /^\d{4}-\d{2}-\d{2}/.test(d) ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}${d.slice(10)}` : d);
  const cell = (v: Cell) => {
    if (v === null || v === undefined) return '';
    let s =
      typeof v === 'number'
        ? decimal(String(v))
        : typeof v !== 'object'
          ? String(v)
          : isMoney(v)
            ? decimal(majorAmount(v))
            : isDay(v)
              ? day(v.day)
              : isDateTime(v)
                ? day(v.dateTime.replace('T', ' ').replace(/(\.\d+)?Z$/, ''))
                : '';
    if (typeof v === 'string') {
      if (NUMBER_TEXT.test(s)) s = decimal(s);
      else if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    }
    return /["\r\n]/.test(s) || s.includes(sep) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return UTF8_BOM + [header, ...rows].map((r) => r.map(cell).join(sep)).join('\r\n') + '\r\n';
}

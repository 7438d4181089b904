import { describe, expect, it } from 'vitest';
import { inflateRawSync, crc32 } from 'node:zlib';
import { zip } from './zip-writer.ts';
import { csv, xlsx } from './xlsx-writer.ts';

/** Reads the central directory back: name → content (the writer's own format, deflate only). */
function unzip(buf: Buffer): Map<string, string> {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  const out = new Map<string, string>();
  for (let i = 0; i < entries; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50);
    const crc = buf.readUInt32LE(p + 16);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const offset = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    expect(buf.readUInt32LE(offset)).toBe(0x04034b50);
    const dataStart = offset + 30 + buf.readUInt16LE(offset + 26) + buf.readUInt16LE(offset + 28);
    const data = inflateRawSync(buf.subarray(dataStart, dataStart + size));
    expect(crc32(data)).toBe(crc);
    out.set(name, data.toString('utf8'));
    p += 46 + nameLen;
  }
  return out;
}

describe('zip and xlsx writers', () => {
  it('writes a zip whose entries read back with their CRC', () => {
    const files = unzip(
      zip([
        { name: 'a.txt', data: 'hello' },
        { name: 'dir/é.xml', data: '<x/>'.repeat(1000) },
      ]),
    );
    expect(files.get('a.txt')).toBe('hello');
    expect(files.get('dir/é.xml')).toBe('<x/>'.repeat(1000));
  });

  it('writes the parts of a one-sheet workbook, escaping text', () => {
    const files = unzip(
      xlsx({
        sheetName: 'Reservations',
        header: ['Number', 'Guest', 'Nights'],
        rows: [
          ['R-1', 'Ann <& Bob>', 3],
          ['R-2', null, 1],
        ],
      }),
    );
    expect([...files.keys()]).toContain('xl/worksheets/sheet1.xml');
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<c r="B2" t="inlineStr"><is><t xml:space="preserve">Ann &lt;&amp; Bob&gt;</t></is></c>');
    expect(sheet).toContain('<c r="C2"><v>3</v></c>');
    expect(sheet).toContain('<row r="3">');
  });

  it('writes CSV with quoting and formula neutralising', () => {
    expect(
      csv(
        ['a', 'b'],
        [
          ['x,y', '=1+1'],
          ['he said "hi"', 2],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x,y",\'=1+1\r\n"he said ""hi""",2\r\n');
  });

  it('writes CSV in the reader’s convention: French splits on ; with a decimal comma and dd/mm/yyyy; a negative number stays a number', () => {
    const row = [{ day: '2026-03-10' }, { dateTime: '2026-03-10T09:30:00Z' }, { minor: -91, currency: 'MAD' }, '-0.91', 'Riad; Fès', '-x', 10.85];
    expect(csv(['Jour', 'Heure', 'TVA', 'Texte', 'Nom', 'Formule', 'Nombre'], [row], 'fr')).toBe(
      '\uFEFFJour;Heure;TVA;Texte;Nom;Formule;Nombre\r\n10/03/2026;10/03/2026 09:30:00;-0,91;-0,91;"Riad; Fès";\'-x;10,85\r\n',
    );
    expect(csv(['d', 'm', 't'], [[{ day: '2026-03-10' }, { minor: -91, currency: 'MAD' }, '-0.91']], 'en')).toBe('\uFEFFd,m,t\r\n2026-03-10,-0.91,-0.91\r\n');
  });

  it('writes days, moments and money as a spreadsheet reads them', () => {
    const row = [{ day: '2026-03-10' }, { dateTime: '2026-03-10T09:30:00Z' }, { minor: 45050, currency: 'MAD' }, { minor: 500, currency: 'JPY' }];
    expect(csv(['d', 't', 'm', 'y'], [row])).toBe('\uFEFFd,t,m,y\r\n2026-03-10,2026-03-10 09:30:00,450.50,500\r\n');
    const files = unzip(xlsx({ sheetName: 'S', header: ['d', 't', 'm', 'y'], rows: [row] }));
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<c r="A2" s="2"><v>46091</v></c>');
    expect(sheet).toContain('<c r="B2" s="3"><v>46091.39583333333</v></c>');
    expect(sheet).toContain('<c r="C2" s="4"><v>450.50</v></c>');
    expect(files.get('xl/styles.xml')).toContain('formatCode="#,##0.00 &quot;MAD&quot;"');
    expect(files.get('xl/styles.xml')).toContain('formatCode="#,##0 &quot;JPY&quot;"');
  });
});

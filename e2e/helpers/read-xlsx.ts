import { inflateRawSync } from 'node:zlib';

/** The first sheet of an .xlsx the app wrote (deflated zip, inline strings) as rows of cell values. */
export function readXlsxRows(buf: Buffer): (string | number)[][] {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let p = buf.readUInt32LE(end + 16);
  let sheet = '';
  for (let i = buf.readUInt16LE(end + 10); i > 0; i--) {
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const offset = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const start = offset + 30 + buf.readUInt16LE(offset + 26) + buf.readUInt16LE(offset + 28);
    if (name === 'xl/worksheets/sheet1.xml') sheet = inflateRawSync(buf.subarray(start, start + size)).toString('utf8');
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((r) =>
    [...r[1]!.matchAll(/<c [^>]*?(?:\/>|>([\s\S]*?)<\/c>)/g)].map((c) => {
      const inline = /<t[^>]*>([\s\S]*?)<\/t>/.exec(c[1] ?? '');
      if (inline) return unescape(inline[1]!);
      const v = /<v>([^<]*)<\/v>/.exec(c[1] ?? '');
      return v ? Number(v[1]) : '';
    }));
}

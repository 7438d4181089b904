import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApiDeps } from '../../http/api-env.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Photo } from '../../../lib/domain/housekeeping-dto.ts';

const EXT = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
const TYPE = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
/** The first bytes of each accepted format: a file must be what its data URL says. */
const MAGIC: Record<keyof typeof EXT, (b: Buffer) => boolean> = {
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export const filesDirOf = (deps: ApiDeps): string => deps.filesDir ?? path.join(os.tmpdir(), 'auberge-files');
/** Each hotel's photos in their own folder: a file name alone never reaches another hotel's. */
const hotelDir = (filesDir: string, groupId: number) => path.join(filesDir, 'photos', String(groupId));

/**
 * Stores a photo from the add-image dialog (a data URL) under the data folder and returns the
 * photo object (title, category, url = the stored file's random name) to attach to a room type or
 * an equipment.
 */
export async function storePhoto(filesDir: string, o: { groupId: number; title: string; category: string; data: string }): Promise<Photo> {
  const m = /^data:image\/(jpeg|png|webp);base64,(.*)$/.exec(o.data);
  if (!m) throw invalid('data', 'expected a JPEG, PNG or WebP image as a data URL', { key: 'errors.hk.photoType' });
  const kind = m[1] as keyof typeof EXT;
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.length === 0 || !MAGIC[kind](bytes))
    throw invalid('data', `the file is not a ${kind.toUpperCase()} image`, { key: 'errors.hk.photoNotImage', params: { kind: kind.toUpperCase() } });
  const name = `${randomBytes(16).toString('hex')}.${EXT[kind]}`;
  const dir = hotelDir(filesDir, o.groupId);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return { title: o.title, category: o.category, url: name };
}

/** Refuses photos whose file this hotel never stored (400 naming the photo). */
export async function assertPhotosStored(filesDir: string, groupId: number, photos: readonly Photo[]): Promise<void> {
  for (const [i, p] of photos.entries()) {
    const ok = await stat(path.join(hotelDir(filesDir, groupId), p.url)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!ok)
      throw invalid(`photos.${i}.url`, `no photo '${p.url}' was uploaded to this hotel; upload it through POST /photos first`, {
        key: 'errors.hk.photoNotUploaded',
      });
  }
}

/** A stored photo's bytes and type (404 when this hotel has none by that name). */
export async function readPhoto(filesDir: string, o: { groupId: number; file: string }): Promise<{ bytes: Buffer; type: string }> {
  const ext = path.extname(o.file).slice(1) as keyof typeof TYPE;
  const bytes = await readFile(path.join(hotelDir(filesDir, o.groupId), path.basename(o.file))).catch(() => null);
  if (!bytes || !TYPE[ext]) throw notFound(`file: hotel ${o.groupId} has no photo '${o.file}'.`, { key: 'errors.hk.noPhoto' });
  return { bytes, type: TYPE[ext] };
}

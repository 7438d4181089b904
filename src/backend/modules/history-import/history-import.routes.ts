import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiApp } from '../../http/api-env.ts';
import { ADMIN, ANY_STAFF, route } from '../../http/route-access.ts';
import { AppError, invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { importHistory, type ImportProgress } from './import-history.ts';
import { ruleLines } from './rules.ts';
import { findDerivedRoomHotels, listHistoryImports } from './list-history-imports.ts';
import { MAX_UPLOAD_BYTES, saveUpload, UPLOAD_TYPES } from './save-upload.ts';
import { parseQuery } from '../../http/validate.ts';
import { ZHistoryImportQuery } from './history-import.schemas.ts';

/**
 * Booking history brought in from the administrator's screen (the same import as
 * `npm run import`): the file is the request body (CSV or CSV.gz); the answer streams one JSON line
 * per step ({ progress }) and ends with { result } or { error }, so the screen can draw its bar. The
 * query carries the manager's choices (day use, exact repeats); the result lists every rule applied.
 */
export function registerHistoryImportRoutes(app: ApiApp): void {
  route(app, 'GET', '/history/imports', { roles: ADMIN }, async (c) => c.json(await listHistoryImports(c.get('deps').database.db)));
  // Which hotels' room counts an import derived: the ids only, for the reports' footnote.
  route(app, 'GET', '/history/derived-rooms', { roles: ANY_STAFF }, async (c) => c.json({ groupIds: await findDerivedRoomHotels(c.get('deps').database.db) }));

  // The file is the body: bounded to MAX_UPLOAD_BYTES while it streams in (413 past it; enforce-body-limit.ts).
  route(app, 'POST', '/history/imports', { roles: ADMIN, bodyLimit: MAX_UPLOAD_BYTES }, async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!UPLOAD_TYPES.includes(type)) {
      throw new AppError('unsupported_media_type', `body: send the bookings file as text/csv or application/gzip, not '${type || 'none'}'`, 'body', {
        key: 'errors.historyImport.upload.type',
        params: { type: type || 'none' },
      });
    }
    const choices = parseQuery(c, ZHistoryImportQuery);
    const fileName = c.req.header('x-file-name') ?? 'bookings.csv';
    if (fileName.length > 200 || /[\u0000-\u001f/\\]/.test(fileName))
      throw invalid('x-file-name', 'expected a plain file name of at most 200 characters.', {
        key: 'errors.historyImport.upload.fileName',
        params: { max: 200 },
      });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-upload-'));
    let file: string;
    try {
      file = await saveUpload(c.req.raw.body, dir);
    } catch (err) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw err;
    }
    const { database } = c.get('deps');
    const user = c.get('user');
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (o: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(o)}\n`));
        try {
          const onProgress = (p: ImportProgress) => send({ progress: p });
          const result = await importHistory(database, file, { userId: user.userId, fileName, choices, onProgress });
          if (!result.alreadyImported) {
            await recordAuditEvent(database.db, {
              groupId: user.groupId,
              user: { userId: user.userId, name: user.name },
              typeId: AUDIT.HOTEL_SETTINGS,
              message: `Booking history imported from ${fileName}: ${result.rows} rows, ${result.skippedCount} skipped, hotels ${result.hotels.map((h) => h.groupId).join(', ')}`,
            });
          }
          if (!result.alreadyImported) {
            console.log(`[history-import] ${fileName}: ${result.rows} rows in ${(result.ms / 1000).toFixed(1)} s; rules applied:`);
            for (const h of result.hotels) console.log(`  hotel ${h.groupId} ${h.name}: rooms by type ${JSON.stringify(h.roomsByType)}`);
            for (const line of ruleLines(result.rules)) console.log(`  ${line}`);
          }
          send({ result });
        } catch (err) {
          // The refusal as every answer of the API gives it ({ error, code, params, field, message }): the screen says `code` in the reader's language.
          let e = err instanceof AppError ? err : undefined;
          if (!e) {
            const requestId = c.get('requestId');
            console.error(`[api] ${requestId} history import failed:`, err);
            e = new AppError('unknown_error', `The import failed; nothing was written. Quote request id ${requestId} to support.`, undefined, {
              key: 'errors.http.unexpected',
              params: { requestId },
            });
          }
          send({ error: e.toJSON() });
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
          controller.close();
        }
      },
    });
    return new Response(stream, { status: 200, headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' } });
  });
}

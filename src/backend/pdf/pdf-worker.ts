/**
 * The PDF thread (pdf-maker.ts): pdfmake, set up once, turns each document definition it is sent
 * into the PDF's bytes. Its font engine and pdfkit weigh ~30 MB, which the thread gives back to
 * the system when it stops after a quiet spell.
 */
import { parentPort } from 'node:worker_threads';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { HELVETICA, TABLE_LAYOUTS, type PdfReply, type PdfRequest } from './pdf-protocol.ts';

pdfmake.setFonts({ Helvetica: HELVETICA });
// The PDF's 14 standard fonts need no font file: no document reads anything from a URL, and from the
// disk only these fonts' metrics.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((name) => (Object.values(HELVETICA) as string[]).includes(name));
pdfmake.addTableLayouts(TABLE_LAYOUTS);

parentPort!.on('message', (req: PdfRequest) => {
  void render(req.doc).then(
    (pdf) => parentPort!.postMessage({ id: req.id, pdf } satisfies PdfReply, [pdf.buffer as ArrayBuffer]),
    (err: unknown) => parentPort!.postMessage({ id: req.id, error: err instanceof Error ? err.message : String(err) } satisfies PdfReply),
  );
});

async function render(doc: TDocumentDefinitions): Promise<Uint8Array> {
  const buffer = await pdfmake.createPdf(doc).getBuffer();
  // Its own copy, so that the bytes move to the server's thread instead of being copied there.
  return new Uint8Array(buffer);
}

/**
 * PDFs (invoices, the rooms' QR sheet) are made on their own thread (pdf-worker.ts), started for
 * the first document and stopped once no document was asked for a while (pdfThread.idleMs): pdfmake and
 * its font engine weigh ~30 MB, which a server between two invoices no longer carries (measured:
 * a worker's RSS 202 -> 234 MB after printing invoices, for good). A document's layout also runs
 * beside the pages instead of between them.
 */
import { Worker } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfReply, PdfRequest } from './pdf-protocol.ts';

/** How long the thread waits for the next document before it stops (tests shorten it), and whether it runs. */
export const pdfThread = { idleMs: 15_000, running: (): boolean => thread !== undefined };

/** The thread's module: beside this one, as `.ts` in the sources and as `.mjs` in the bundled server (scripts/build-server-entry.ts). */
const WORKER_FILE = new URL(import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.mjs', import.meta.url);

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (pdf: Buffer) => void; reject: (err: Error) => void }>;
  idle?: NodeJS.Timeout | undefined;
}

let thread: Thread | undefined;
let nextId = 1;

function start(): Thread {
  const worker = new Worker(WORKER_FILE);
  // The server's own work keeps the process alive; a thread waiting for its next document does not.
  worker.unref();
  const t: Thread = { worker, pending: new Map() };
  const fail = (err: Error) => {
    if (thread === t) thread = undefined;
    clearTimeout(t.idle);
    for (const p of t.pending.values()) p.reject(err);
    t.pending.clear();
  };
  worker.on('message', (reply: PdfReply) => {
    const p = t.pending.get(reply.id);
    if (!p) return;
    t.pending.delete(reply.id);
    if ('error' in reply) p.reject(new Error(`PDF: ${reply.error}`));
    else p.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    if (t.pending.size === 0) {
      t.idle = setTimeout(() => {
        if (thread === t) thread = undefined;
        void worker.terminate();
      }, pdfThread.idleMs);
      t.idle.unref();
    }
  });
  worker.on('error', (err) => fail(err));
  worker.on('exit', (code) => fail(new Error(`the PDF thread stopped (exit code ${code})`)));
  return t;
}

/** The PDF of a document definition (plain data: its tables' function layouts are named, pdf-protocol.ts). */
export function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  thread ??= start();
  const t = thread;
  clearTimeout(t.idle);
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    t.pending.set(id, { resolve, reject });
    t.worker.postMessage({ id, doc } satisfies PdfRequest);
  });
}

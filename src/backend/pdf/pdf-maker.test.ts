import { afterEach, describe, expect, it } from 'vitest';
import { pdfThread, renderPdf } from './pdf-maker.ts';

const doc = (text: string) => ({ defaultStyle: { font: 'Helvetica' }, content: [{ text }, { table: { body: [['a', 'b']] }, layout: 'dashedGrid' }] });

describe('the PDF thread', () => {
  const idle = pdfThread.idleMs;
  afterEach(() => {
    pdfThread.idleMs = idle;
  });

  it('makes PDFs on its own thread, stops when idle and starts again for the next one', async () => {
    pdfThread.idleMs = 100;
    const [a, b] = await Promise.all([renderPdf(doc('one')), renderPdf(doc('two'))]);
    expect(a.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(b.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfThread.running()).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    expect(pdfThread.running()).toBe(false);
    expect((await renderPdf(doc('three'))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers a document pdfmake refuses with its error, and goes on', async () => {
    await expect(renderPdf({ content: [{ text: 'x' }], defaultStyle: { font: 'NoSuchFont' } })).rejects.toThrow(/PDF: .*NoSuchFont/);
    expect((await renderPdf(doc('after'))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

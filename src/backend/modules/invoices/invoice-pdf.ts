import type { TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { t, type Locale } from '../../../lib/i18n/t.ts';
import { storedText } from '../../../lib/i18n/stored-text.ts';
import { lineText } from '../../../lib/i18n/stored-texts.ts';
import type { TInvoiceDetailDto } from './invoices.schemas.ts';
import { renderPdf } from '../../pdf/pdf-maker.ts';

/** The standard fonts speak WinAnsi: Intl's narrow and no-break spaces become plain ones. */
const winAnsi = (s: string): string => s.replace(/[\u202f\u00a0\u2009]/g, ' ');

/** The document of an invoice or credit note in its language: the hotel's legal identity, lines, VAT per rate, totals, payments, balance due. */
export function invoiceDocument(inv: TInvoiceDetailDto): TDocumentDefinitions {
  const lang: Locale = inv.language;
  const L = (key: Parameters<typeof t>[1], vars?: Record<string, string | number>) => winAnsi(t(lang, key, vars));
  const money = (m: number) => winAnsi(formatMoney(m, inv.currency, lang === 'fr' ? 'fr-FR' : 'en-GB'));
  const pct = (bp: number) => `${winAnsi((bp / 100).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB'))} %`;
  const day = (d: string | null) => (d ? formatDay(d, lang === 'fr' ? 'fr-FR' : 'en-GB') : '');
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const head = (text: string, alignRight = false): TableCell => ({ text, bold: true, fillColor: '#eeeeee', alignment: alignRight ? 'right' : 'left' });
  const lines: TableCell[][] = [
    [
      head(L('pdf.col.date')),
      head(L('pdf.col.description')),
      head(L('pdf.col.qty'), true),
      head(L('pdf.col.unit'), true),
      head(L('pdf.col.vat'), true),
      head(L('pdf.col.amount'), true),
    ],
    ...inv.lines.map((l) => [
      day(l.day),
      winAnsi(lineText(l, lang, (d) => storedText(d, lang))),
      right(String(l.quantity)),
      right(money(l.unitPriceMinor)),
      right(pct(l.taxRateBp)),
      right(money(l.amountMinor)),
    ]),
  ];
  const taxes: TableCell[][] = [
    [head(L('pdf.rate')), head(L('pdf.base'), true), head(L('pdf.taxAmount'), true)],
    ...inv.taxes.map((x) => [pct(x.taxRateBp), right(money(x.netMinor)), right(money(x.taxMinor))]),
  ];
  const totals: TableCell[][] = [
    [L('pdf.totalNet'), right(money(inv.netMinor))],
    [L('pdf.totalTax'), right(money(inv.taxMinor))],
    [{ text: L('pdf.total'), bold: true }, right(money(inv.totalMinor), true)],
  ];
  if (inv.kind === 'invoice') {
    if (inv.creditedMinor > 0) totals.push([L('pdf.credited'), right(money(-inv.creditedMinor))]);
    if (inv.paidMinor !== 0) totals.push([L('pdf.payments'), right(money(-inv.paidMinor))]);
    totals.push([{ text: L('pdf.balanceDue'), bold: true }, right(money(inv.balanceDueMinor), true)]);
  }
  const hotelName = inv.hotel.legalName || inv.hotel.name;
  return {
    info: { title: `${inv.kind === 'invoice' ? L('pdf.invoice') : L('pdf.credit_note')} ${inv.number}` },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    pageMargins: [40, 40, 40, 60],
    footer: { text: L('pdf.footer', { name: hotelName, address: inv.hotel.address || inv.hotel.city }), alignment: 'center', fontSize: 7, color: '#666666' },
    content: [
      {
        columns: [
          [{ text: hotelName, bold: true, fontSize: 13 }, inv.hotel.address || inv.hotel.city, inv.hotel.taxId ? L('pdf.taxId', { id: inv.hotel.taxId }) : ''],
          [
            { text: inv.kind === 'invoice' ? L('pdf.invoice') : L('pdf.credit_note'), bold: true, fontSize: 16, alignment: 'right' },
            { text: L('pdf.number', { number: inv.number }), alignment: 'right' },
            { text: L('pdf.date', { date: day(inv.day) }), alignment: 'right' },
          ],
        ],
      },
      { text: ' ' },
      {
        columns: [
          [{ text: L('pdf.billTo'), bold: true }, inv.billTo, inv.billToAddress],
          [
            inv.orderNumber ? { text: L('pdf.order', { number: inv.orderNumber }), alignment: 'right' } : '',
            inv.guestName ? { text: L('pdf.guest', { name: inv.guestName }), alignment: 'right' } : '',
            inv.creditedInvoice ? { text: L('pdf.credits', { number: inv.creditedInvoice.number }), alignment: 'right' } : '',
            inv.reason ? { text: L('pdf.reason', { reason: inv.reason }), alignment: 'right' } : '',
          ],
        ],
      },
      { text: ' ' },
      { table: { headerRows: 1, widths: [55, '*', 25, 65, 35, 75], body: lines }, layout: 'lightHorizontalLines' },
      { text: ' ' },
      {
        columns: [
          [
            { text: L('pdf.taxes'), bold: true, margin: [0, 0, 0, 4] },
            { table: { headerRows: 1, widths: [50, 80, 70], body: taxes }, layout: 'lightHorizontalLines' },
          ],
          { table: { widths: ['*', 90], body: totals }, layout: 'noBorders' },
        ],
        columnGap: 20,
      },
    ],
  };
}

/** The PDF bytes of an invoice or credit note. */
export async function renderInvoicePdf(inv: TInvoiceDetailDto): Promise<Buffer> {
  return renderPdf(invoiceDocument(inv));
}

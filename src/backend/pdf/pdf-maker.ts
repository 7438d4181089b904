type PdfMake = typeof import('pdfmake');

// The PDF's 14 standard fonts need no font file: no document reads anything from a URL, and from the
// disk only these fonts' metrics.
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };

let loading: Promise<PdfMake> | undefined;

/**
 * pdfmake, loaded the first time a document is made (an invoice, the rooms' QR sheet) and set up
 * once for all of them. With its font engine it weighs ~30 MB of a server's memory, which a server
 * that makes no PDF does not carry.
 */
export function pdfMaker(): Promise<PdfMake> {
  loading ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({ Helvetica: HELVETICA });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((name) => Object.values(HELVETICA).includes(name));
    return pdfmake;
  }).catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

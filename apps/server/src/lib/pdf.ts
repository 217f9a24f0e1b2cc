import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfMakeModule from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * PDF documents (purchase orders, invoices) with pdfmake: a document definition in, the file's
 * bytes out. The fonts are pdfmake's own Roboto, read from its package; nothing is fetched from a
 * URL or read from elsewhere on disk (images come in the definition as data URLs or buffers).
 */
const require = createRequire(import.meta.url);
const fontsFolder = path.join(
  path.dirname(require.resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);

type PdfMake = typeof PdfMakeModule;

function configure(pdfmake: PdfMake): PdfMake {
  pdfmake.setFonts({
    Roboto: {
      normal: path.join(fontsFolder, 'Roboto-Regular.ttf'),
      bold: path.join(fontsFolder, 'Roboto-Medium.ttf'),
      italics: path.join(fontsFolder, 'Roboto-Italic.ttf'),
      bolditalics: path.join(fontsFolder, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file: string) => file.startsWith(fontsFolder));
  return pdfmake;
}

/** pdfmake (with its font machinery, about 0.1 s and 30 MiB) is loaded with the first document. */
let loaded: PdfMake | undefined;
const pdfmakeReady = () => (loaded ??= configure(require('pdfmake') as PdfMake));

export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmakeReady().createPdf(definition).getBuffer();
}

import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
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

let configured = false;
function configure(): void {
  if (configured) return;
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
  configured = true;
}

export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  configure();
  return pdfmake.createPdf(definition).getBuffer();
}

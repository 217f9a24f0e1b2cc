import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const schemaFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'modules',
  'invoices',
  'fatturapa',
);
const schemaName = 'FatturaPA_v1.2.2.xsd';
const dsigName = 'xmldsig-core.xsd';
const read = (name: string) =>
  fs.readFileSync(path.join(schemaFolder, name), 'utf8').replace(/^\uFEFF/, '');

/** An FPR12 document checked against the official 1.2.2 schema (`valid`, and the `errors` if not). */
export async function validateFattura(xml: string) {
  return validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [{ fileName: schemaName, contents: read(schemaName) }],
    preload: [{ fileName: dsigName, contents: read(dsigName) }],
  });
}

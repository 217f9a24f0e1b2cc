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
const dsigName = 'xmldsig-core-schema.xsd';

/**
 * The official FPR12 schema, vendored unchanged, read with two adjustments made here in memory
 * (fatturapa/README.md): its import of the W3C signature schema points at the local stand-in, and
 * NaturaType gains N2.1 and N2.2, which this revision of 1.2.1 predates (the SDI requires them).
 */
function fatturaSchema(): string {
  const official = fs
    .readFileSync(path.join(schemaFolder, 'Schema_1.2.1.xsd'), 'utf8')
    .replace(/^\uFEFF/, '');
  const localImport = official.replace(
    /schemaLocation="http:\/\/www\.w3\.org\/TR\/2002\/REC-xmldsig-core-20020212\/xmldsig-core-schema\.xsd"/,
    `schemaLocation="${dsigName}"`,
  );
  const withNatura = localImport.replace(
    '<xs:enumeration value="N3">',
    '<xs:enumeration value="N2.1"/><xs:enumeration value="N2.2"/><xs:enumeration value="N3">',
  );
  if (withNatura === localImport || localImport === official) {
    throw new Error('the vendored schema is not the one fatturapa/README.md describes');
  }
  return withNatura;
}

/** An FPR12 document checked against the official schema (`valid`, and the `errors` if not). */
export async function validateFattura(xml: string) {
  return validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [{ fileName: 'Schema_1.2.1.xsd', contents: fatturaSchema() }],
    preload: [
      { fileName: dsigName, contents: fs.readFileSync(path.join(schemaFolder, dsigName), 'utf8') },
    ],
  });
}

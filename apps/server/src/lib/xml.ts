import { createRequire } from 'node:module';
import type * as XmlBuilder from 'xmlbuilder2';
import type { ExpandObject } from 'xmlbuilder2/lib/interfaces';

const require = createRequire(import.meta.url);
let loaded: typeof XmlBuilder | undefined;

/**
 * An XML document (version 1.0, UTF-8) of the object xmlbuilder2 expands: the sitemaps, the blog's
 * feed, FatturaPA. xmlbuilder2 and its DOM (about 50 ms and 20 MiB) are loaded with the first
 * document, not when the server starts.
 */
export function xmlDocument(content: ExpandObject, options: { prettyPrint: boolean }): string {
  loaded ??= require('xmlbuilder2') as typeof XmlBuilder;
  return loaded.create({ version: '1.0', encoding: 'UTF-8' }, content).end(options);
}

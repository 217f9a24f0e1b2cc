import { zip, type Zippable } from 'fflate';
import { keyOfImageUrl } from '../../lib/images.ts';
import type { ObjectStorage } from '../../lib/storage.ts';
import { urlsIn, type ExportSection } from './privacy.repository.ts';

/**
 * Columns a copy never shows, even to their owner: password, token and code hashes, the
 * authenticator's secret, and the search index (a machine's restatement of the listing's text).
 */
const withheld = /(_hash|secret|^totp_last_step$|^search_vector$|^signature$)/;

/** A row as readable JSON: the withheld columns left out, dates as ISO text. */
export function readableRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !withheld.test(column)));
}

const text = (value: string) => new TextEncoder().encode(value);

export interface ArchiveInput {
  storage: ObjectStorage;
  productName: string;
  username: string;
  sections: ExportSection[];
}

/**
 * The ZIP of a user's data: one JSON file per kind of record (the profile as one object, the
 * rest as lists) and, under uploads/, every image they uploaded (profile, topics, events) in the
 * original size. Images are stored, not compressed again (WebP already is).
 */
export async function buildArchive(input: ArchiveInput): Promise<Uint8Array> {
  const files: Zippable = {};
  const urls = new Set<string>();
  for (const section of input.sections) {
    const rows = section.rows.map(readableRow);
    for (const row of section.rows) {
      for (const key of ['profile_image', 'images'])
        for (const url of urlsIn(row[key])) urls.add(url);
    }
    const value = section.file === 'profile.json' ? (rows[0] ?? {}) : rows;
    files[section.file] = text(`${JSON.stringify(value, null, 2)}\n`);
  }
  files['README.txt'] = text(
    [
      `${input.productName}: a copy of the data of ${input.username}, made ${new Date().toISOString()}.`,
      '',
      'Each .json file lists one kind of record as the product stores it (times in UTC).',
      'uploads/ holds the images you uploaded, in the size you sent them.',
      'Passwords, codes and tokens are stored only as hashes and are not included.',
      '',
    ].join('\n'),
  );
  for (const url of urls) {
    const key = keyOfImageUrl(url);
    const bytes = key ? await input.storage.read(key) : null;
    if (key && bytes) files[`uploads/${key}`] = [bytes, { level: 0 }];
  }
  return new Promise((resolve, reject) => {
    zip(files, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

/**
 * Where a prepared copy waits for its download, in the uploads storage (shared by every server);
 * the uploads route serves image keys only, never these.
 */
export const exportKey = (id: number) => `exports/${id}.zip`;

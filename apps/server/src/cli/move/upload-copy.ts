import crypto from 'node:crypto';
import type { ObjectStorage } from '../../lib/storage.ts';
import { CliError } from '../cli-io.ts';

export interface UploadCopyProgress {
  /** Called now and then, and once at the end. */
  copied(done: number, total: number, bytes: number): void;
}

export interface UploadCopyResult {
  objects: number;
  bytes: number;
  /** Objects the target already held that the source has not: left as they were. */
  othersInTarget: number;
  /** What went wrong, one line per object; empty when every copy was read back equal. */
  problems: string[];
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  zip: 'application/zip',
};
const contentTypeOf = (key: string) =>
  contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

/** How many objects travel at once: enough to hide the round trips, few enough for a small machine. */
const PARALLEL = 8;

async function keysOf(storage: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
}

/**
 * Copies every object under its own key (the keys are the paths under DATA_DIR/uploads, which is
 * what the database refers to) and reads each one back from the target: its size and SHA-256
 * must equal the source's. Writing an object again is harmless, so a move that stopped half-way
 * is simply run again.
 */
export async function copyUploads(
  from: ObjectStorage,
  to: ObjectStorage,
  progress: UploadCopyProgress,
): Promise<UploadCopyResult> {
  const keys = await keysOf(from);
  const sourceKeys = new Set(keys);
  const targetKeys = await keysOf(to).catch((error: unknown) => {
    throw new CliError(
      `The bucket cannot be listed (${error instanceof Error ? error.message : String(error)}). ` +
        'It must exist (this command does not create it) and the keys must allow listing, reading and writing.',
    );
  });
  const othersInTarget = targetKeys.filter((key) => !sourceKeys.has(key)).length;
  const problems: string[] = [];
  let next = 0;
  let done = 0;
  let bytes = 0;
  let reported = Date.now();

  const copyOne = async (key: string) => {
    const body = await from.read(key);
    if (!body) {
      problems.push(`${key}: could not be read from the data folder`);
      return;
    }
    await to.put(key, body, contentTypeOf(key));
    const copy = await to.read(key);
    if (!copy) problems.push(`${key}: missing from the bucket after it was written`);
    else if (copy.byteLength !== body.byteLength) {
      problems.push(
        `${key}: ${body.byteLength} bytes in the data folder, ${copy.byteLength} in the bucket`,
      );
    } else if (sha256(copy) !== sha256(body)) {
      problems.push(`${key}: same size, different SHA-256 in the bucket`);
    }
    bytes += body.byteLength;
  };
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next]!;
      next += 1;
      await copyOne(key).catch((error: unknown) => {
        problems.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      });
      done += 1;
      if (Date.now() - reported > 2000) {
        reported = Date.now();
        progress.copied(done, keys.length, bytes);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  progress.copied(done, keys.length, bytes);
  return { objects: keys.length, bytes, othersInTarget, problems };
}

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';

/**
 * Where uploads live (decisions.md, "one machine" and "beyond one machine"): a folder of the data
 * directory on one machine, or S3-compatible object storage shared by every app server. Keys are
 * relative paths (`profile/{random}-original.webp`) that lib/images.ts makes and checks; nothing
 * else names an object.
 */
export interface ObjectStorage {
  /** For the log and readyz: `folder` or `s3`. */
  readonly driver: 'folder' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Size, validator and date of an object, or null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** An object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Deletes objects; keys that are already gone are no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** A second object with the same bytes (the demo's pictures shared by many listings). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Every key, in no set order (the admin command's move to a bucket copies them all). */
  list(): AsyncIterable<string>;
}

export interface ObjectInfo {
  size: number;
  /** A strong validator, quoted as in an HTTP ETag. */
  etag: string;
  lastModified: Date;
}

/** A file being written aside (`put`), not yet an object. */
const partialFile = /\.[0-9a-f]{8}\.partial$/;

/** The data folder's uploads: written aside and renamed, so a reader never sees half a file. */
export function createFolderStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  async function* keysUnder(folder: string, prefix: string): AsyncIterable<string> {
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.isDirectory())
        yield* keysUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile() && !partialFile.test(entry.name)) yield `${prefix}${entry.name}`;
    }
  }
  return {
    driver: 'folder',
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${crypto.randomBytes(4).toString('hex')}.partial`;
      await fs.writeFile(partial, body, { mode: 0o644 });
      await fs.rename(partial, file);
    },
    async stat(key) {
      const stat = await fs.stat(fileOf(key)).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        size: stat.size,
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime,
      };
    },
    read: (key) => fs.readFile(fileOf(key)).catch(() => null),
    async delete(keys) {
      await Promise.allSettled(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async copy(fromKey, toKey) {
      const target = fileOf(toKey);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // A hard link costs no space; a copy where links are not possible.
      await fs.link(fileOf(fromKey), target).catch(() => fs.copyFile(fileOf(fromKey), target));
    },
    list: () => keysUnder(root, ''),
  };
}

export interface S3StorageOptions {
  bucket: string;
  /** A self-hosted server's address (MinIO, Garage, Ceph...); unset for AWS itself. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most self-hosted servers need. */
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * The AWS SDK, loaded by the first S3 storage: a server without a bucket (the embedded default)
 * never pays its start-up time and memory (about a quarter of a second and 34 MiB).
 */
let sdk: Promise<typeof S3Sdk> | null = null;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/** S3-compatible object storage through the AWS SDK v3; every app server sees the same objects. */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const connected = loadSdk().then((s3) => ({ s3, client: clientOf(s3, options) }));
  // A failed load is seen by the first call that needs the SDK, not as an unhandled rejection.
  connected.catch(() => undefined);
  const Bucket = options.bucket;
  return {
    driver: 's3',
    async put(Key, Body, ContentType) {
      const { s3, client } = await connected;
      await client.send(new s3.PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
    async stat(Key) {
      const { s3, client } = await connected;
      try {
        const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key }));
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? `"${Key}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(Key) {
      const { s3, client } = await connected;
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      const { s3, client } = await connected;
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
        await client.send(
          new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
      }
    },
    async copy(fromKey, Key) {
      const { s3, client } = await connected;
      await client.send(
        new s3.CopyObjectCommand({ Bucket, Key, CopySource: `${Bucket}/${encodeURI(fromKey)}` }),
      );
    },
    // ListObjects by marker (the last key seen), which every S3-compatible server answers; the
    // v2 call's continuation tokens are what s3rver, the tests' server, cannot make (it ciphers
    // them with DES, which OpenSSL 3 refuses) once a bucket holds over 1000 objects.
    async *list() {
      const { s3, client } = await connected;
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(new s3.ListObjectsCommand({ Bucket, Marker }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        yield* keys;
        if (!page.IsTruncated || keys.length === 0) return;
        Marker = keys.at(-1);
      }
    },
  };
}

function clientOf(s3: typeof S3Sdk, options: S3StorageOptions) {
  return new s3.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 asks for them: self-hosted servers do not all know the new ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The storage the config names: its S3 bucket, else the data folder's uploads. */
export function createStorage(config: {
  dataDir: string;
  s3: S3StorageOptions | null;
}): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : folderStorageOf(config.dataDir);
}

/** The embedded default: DATA_DIR/uploads. */
export const folderStorageOf = (dataDir: string) =>
  createFolderStorage(path.join(dataDir, 'uploads'));

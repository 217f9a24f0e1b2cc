import S3rver from 's3rver';
import type { S3StorageOptions } from '../lib/storage.ts';

/**
 * A real S3-compatible server on disk (s3rver) on a free loopback port, with one bucket, and the
 * storage options that reach it: the tests try the S3 driver against the S3 HTTP API, never a mock.
 */
export async function startS3Server(
  directory: string,
  bucket: string,
): Promise<{ options: S3StorageOptions; close: () => Promise<void> }> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: () => server.close(),
  };
}

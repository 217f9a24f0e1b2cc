import path from 'node:path';
import { CliError, printerOf, type CliIo } from '../cli-io.ts';
import type { AdminCommand } from '../command.ts';
import { parseOptions, readToolConfig } from '../configured-database.ts';
import { moveInstallation } from './move-installation.ts';

const DEFAULT_BATCH_SIZE = 500;

export const moveCommand: AdminCommand = {
  name: 'move',
  summary: 'move an embedded installation to PostgreSQL and object storage',
  help: `Usage: npm run admin -- move --to postgres://user:password@host:5432/database [options]

Moves an embedded installation (the PGlite database in DATA_DIR/pglite and the uploads in
DATA_DIR/uploads) into a new PostgreSQL database and an S3-compatible bucket, then checks the
result. Stop the server first: the command refuses while the embedded database is open.

What it does, saying so as it goes:
  1. copies the embedded database's folder to a temporary folder and opens that copy (the data
     folder itself is only read, and its fingerprint is compared before and after);
  2. migrates the target and refuses, changing nothing, if it already holds data;
  3. copies every upload under its own key and reads each back: size and SHA-256 must be equal;
  4. copies every table of the product's schema and the job queue's (queued and past jobs), in
     the order of their foreign keys, in one transaction, and sets the sequences;
  5. compares each table's row count and checksum on both sides and prints them in a table.
It exits with 1 if anything differs, 0 when everything is equal.

Options:
  --to <url>            the target PostgreSQL database (required): new, or only migrated. Its
                        password may come from PGPASSWORD or ~/.pgpass instead of the URL
  --from <folder>       the data folder to move (default: DATA_DIR, else ./data)
  --bucket <name>       the bucket for the uploads (default: S3_BUCKET)
  --endpoint <url>      a self-hosted S3 server's address (default: S3_ENDPOINT)
  --region <name>       the bucket's region (default: S3_REGION, else us-east-1)
  --force-path-style    address objects as host/bucket/key (default: S3_FORCE_PATH_STYLE, else
                        on with an endpoint)
  --keep-uploads        copy no uploads: they stay in DATA_DIR/uploads, where a single server on
                        PostgreSQL without S3_BUCKET keeps serving them
  --batch-size <rows>   rows per statement (default ${DEFAULT_BATCH_SIZE})

The bucket's keys are read from S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (never from options,
which other users of the machine can see), else from the AWS SDK's own chain. DATABASE_URL is
not read: the target is --to.`,
  async run(args: string[], io: CliIo): Promise<number> {
    const options = parseOptions({
      args,
      options: {
        to: { type: 'string' },
        from: { type: 'string' },
        bucket: { type: 'string' },
        endpoint: { type: 'string' },
        region: { type: 'string' },
        'force-path-style': { type: 'boolean' },
        'keep-uploads': { type: 'boolean' },
        'batch-size': { type: 'string' },
      },
    });
    if (!options.to) throw new CliError('Say where to: --to postgres://... (see move --help).', 2);
    if (!/^postgres(ql)?:\/\//.test(options.to)) {
      throw new CliError('--to must be a postgres:// URL.', 2);
    }
    const batchSize = Number(options['batch-size'] ?? DEFAULT_BATCH_SIZE);
    if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
      throw new CliError('--batch-size must be a whole number from 1 to 10000.', 2);
    }
    // The options stand in for their variables, checked by the server's own rules.
    const config = readToolConfig({
      ...io,
      env: {
        ...io.env,
        DATABASE_URL: undefined,
        ...(options.from ? { DATA_DIR: options.from } : {}),
        ...(options.bucket ? { S3_BUCKET: options.bucket } : {}),
        ...(options.endpoint ? { S3_ENDPOINT: options.endpoint } : {}),
        ...(options.region ? { S3_REGION: options.region } : {}),
        ...(options['force-path-style'] ? { S3_FORCE_PATH_STYLE: 'true' } : {}),
      },
    });
    const keepUploads = options['keep-uploads'] ?? false;
    if (!config.s3 && !keepUploads) {
      throw new CliError(
        'Say where the uploads go: --bucket (or S3_BUCKET), with --endpoint for a self-hosted server; or --keep-uploads to leave them in the data folder.',
        2,
      );
    }
    const isEqual = await moveInstallation(
      {
        dataDir: path.resolve(config.dataDir),
        targetUrl: options.to,
        s3: keepUploads ? null : config.s3,
        batchSize,
      },
      printerOf(io),
    );
    return isEqual ? 0 : 1;
  },
};

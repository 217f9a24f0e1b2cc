import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadToolConfig, type ToolConfig } from '../config/env.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';
import { CliError, withoutPassword, type CliIo } from './cli-io.ts';
import { embeddedDatabaseOf, refuseEmbeddedDatabaseInUse } from './embedded-data.ts';

/** The environment's settings (the same names and rules as the server's), or a CliError naming the bad ones. */
export function readToolConfig(io: CliIo): ToolConfig {
  try {
    return loadToolConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

export interface ConfiguredDatabase {
  handle: DatabaseHandle;
  /** Where it is, in words, for the output. */
  description: string;
}

/** DATABASE_URL's PostgreSQL, else the embedded database in DATA_DIR, as the server picks. */
export async function openConfiguredDatabase(config: ToolConfig): Promise<ConfiguredDatabase> {
  if (config.databaseUrl) {
    return {
      handle: openPostgres(config.databaseUrl, 2),
      description: `PostgreSQL at ${withoutPassword(config.databaseUrl)}`,
    };
  }
  await refuseEmbeddedDatabaseInUse(config.dataDir);
  return {
    handle: await openPglite(embeddedDatabaseOf(config.dataDir)),
    description: `the embedded database in ${embeddedDatabaseOf(config.dataDir)}`,
  };
}

/** node's parseArgs (strict: unknown options are refused), its complaints a usage error (exit code 2). */
export function parseOptions<const Config extends ParseArgsConfig>(
  config: Config,
): ReturnType<typeof parseArgs<Config>>['values'] {
  try {
    return parseArgs(config).values;
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), 2);
  }
}

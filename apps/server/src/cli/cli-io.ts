/**
 * What a command of `npm run admin` talks through: the process's own streams and environment, or a
 * test's. Commands never call process.exit; they return their exit code.
 */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export const processIo = (): CliIo => ({
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});

/** A refusal or failure the operator can act on: printed as it is, without a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    /** 1: refused or failed; 2: the command line itself is wrong. */
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export interface Printer {
  line(text?: string): void;
  problem(text: string): void;
}

export const printerOf = (io: CliIo): Printer => ({
  line: (text = '') => io.stdout.write(`${text}\n`),
  problem: (text) => io.stderr.write(`${text}\n`),
});

const integerFormat = new Intl.NumberFormat('en-US');

/** 12345 as "12,345": counts in the command's plain-English output. */
export const formatCount = (value: number) => integerFormat.format(value);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export const formatSeconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/** A connection string fit to print: its password replaced. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable address)';
  }
}

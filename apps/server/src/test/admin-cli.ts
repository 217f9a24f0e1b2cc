import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { runAdmin } from '../cli/admin-command.ts';

export interface AdminRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

const collector = () => {
  const sink = { text: '' };
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      sink.text += String(chunk);
      done();
    },
  });
  return { sink, stream };
};

/**
 * `npm run admin -- ...argv` in this process, with its own environment (nothing of the test
 * process's own leaks in) and a piped standard input: what a script gets.
 */
export async function runAdminCommand(
  argv: string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: string } = {},
): Promise<AdminRun> {
  const out = collector();
  const err = collector();
  const exitCode = await runAdmin(argv, {
    env: options.env ?? {},
    stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    stdout: out.stream,
    stderr: err.stream,
  });
  return { exitCode, stdout: out.sink.text, stderr: err.sink.text };
}

/** SHA-256 over every file's relative path and bytes (and every folder's name): any write shows. */
export function hashFolder(folder: string): string {
  const hash = crypto.createHash('sha256');
  const visit = (directory: string, prefix: string) => {
    const entries = fs.readdirSync(directory, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) {
        hash.update(`d ${relative}\n`);
        visit(path.join(directory, entry.name), `${relative}/`);
      } else {
        hash.update(`f ${relative}\n`).update(fs.readFileSync(path.join(directory, entry.name)));
      }
    }
  };
  visit(folder, '');
  return hash.digest('hex');
}

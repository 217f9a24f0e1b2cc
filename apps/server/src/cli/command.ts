import type { CliIo } from './cli-io.ts';

/** One command of `npm run admin -- <command>`. */
export interface AdminCommand {
  name: string;
  /** One line for the list of commands. */
  summary: string;
  /** What `<command> --help` prints. */
  help: string;
  /** Runs with the arguments after the command's name; resolves to the exit code. */
  run(args: string[], io: CliIo): Promise<number>;
}

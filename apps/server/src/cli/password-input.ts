import { validationMessages } from '@app/contracts/messages';
import { limits, passwordsMatch } from '@app/contracts/validation';
import { CliError, type CliIo } from './cli-io.ts';

const CONTROL_C = '\u0003';
const CONTROL_D = '\u0004';
const BACKSPACES = new Set(['\u007f', '\b']);

/** One line typed on the terminal with nothing echoed (the terminal in raw mode meanwhile). */
function askHidden(question: string, io: CliIo): Promise<string> {
  const { stdin } = io;
  io.stderr.write(question);
  stdin.setRawMode?.(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      io.stderr.write('\n');
    };
    const onData = (chunk: string | Buffer) => {
      for (const character of String(chunk)) {
        if (character === '\r' || character === '\n') {
          finish();
          resolve(typed.join(''));
          return;
        }
        if (character === CONTROL_C || (character === CONTROL_D && typed.length === 0)) {
          finish();
          reject(new CliError('Cancelled: no account was created.'));
          return;
        }
        if (BACKSPACES.has(character)) typed = typed.slice(0, -1);
        else if (character >= ' ') typed.push(character);
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of a piped standard input (a script's), without its line ending. */
async function readFirstLine(io: CliIo): Promise<string> {
  let text = '';
  for await (const chunk of io.stdin) {
    text += String(chunk);
    if (text.includes('\n') || text.length > limits.passwordMax * 4) break;
  }
  return text.split('\n')[0]?.replace(/\r$/, '') ?? '';
}

/**
 * The new account's password: on a terminal, asked twice without being shown; otherwise the
 * first line of standard input, so that a script pipes it in and it never appears in the command
 * line (which other users of the machine can read) or in the environment.
 */
export async function readNewPassword(io: CliIo): Promise<string> {
  if (!io.stdin.isTTY) {
    const password = await readFirstLine(io);
    if (password === '') {
      throw new CliError(
        'No password on standard input: pipe it in as the first line, or run the command in a terminal to be asked for it.',
      );
    }
    return password;
  }
  const password = await askHidden('Password for the new account: ', io);
  const again = await askHidden('The same password again: ', io);
  if (!passwordsMatch(password, again)) {
    throw new CliError(validationMessages['validation.password.mismatch']);
  }
  return password;
}

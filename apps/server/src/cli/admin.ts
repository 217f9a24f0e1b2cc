import { processIo } from './cli-io.ts';
import { runAdmin } from './admin-command.ts';

// `npm run admin -- <command>`: scripts/admin.mjs runs this file's build, dist/admin.js.
const exitCode = await runAdmin(process.argv.slice(2), processIo());
// Everything is closed by now, but a driver may keep an idle socket a while (the S3 client's
// keep-alive): the command is over, so is the process.
process.exit(exitCode);

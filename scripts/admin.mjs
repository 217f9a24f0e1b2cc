// `npm run admin -- <command>`: the server's admin command (apps/server/src/cli), built first
// when missing or older than its sources, as `npm start` does. It needs no web build.
import { pathToFileURL } from 'node:url';
import { at, buildServerIfStale } from './builds.mjs';

buildServerIfStale('admin.js');

await import(pathToFileURL(at('apps', 'server', 'dist', 'admin.js')).href);

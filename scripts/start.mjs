// `npm start`: build whatever is missing or older than its sources, then serve the product.
import { pathToFileURL } from 'node:url';
import { at, buildServerIfStale, buildWebIfStale } from './builds.mjs';

buildWebIfStale();
buildServerIfStale('server.js');

await import(pathToFileURL(at('apps', 'server', 'dist', 'server.js')).href);

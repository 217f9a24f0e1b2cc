import path from 'node:path';
import { embeddedTemplateFile } from '../db/client.ts';
import { writeEmbeddedTemplate } from '../db/embedded-template.ts';
import { createAppQueues } from '../events/registry.ts';
import { renderDemoPictures } from '../db/seed.ts';
import { builtDemoPictures } from '../db/seed/catalogue-images.ts';
import { createPasswordHasher } from '../lib/passwords.ts';

// `npm run build` (build.mjs) runs this file's build, dist/embedded-template.js: the embedded
// database's template (migrated, with the app's job queues), then the demo's pictures that a new
// data folder's seed copies.
let started = performance.now();
const file = embeddedTemplateFile();
const bytes = await writeEmbeddedTemplate(file, createAppQueues);
const megabytes = (bytes / 1024 / 1024).toFixed(1);
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`Embedded database template: ${file} (${megabytes} MiB, ${seconds()} s)\n`);

started = performance.now();
const { folder } = builtDemoPictures();
const files = await renderDemoPictures(file, folder, createPasswordHasher());
process.stdout.write(
  `Demo pictures: ${path.relative(process.cwd(), folder)} (${files} files, ${seconds()} s)\n`,
);

import { embeddedTemplateFile } from '../db/client.ts';
import { writeEmbeddedTemplate } from '../db/embedded-template.ts';

// `npm run build` (build.mjs) runs this file's build, dist/embedded-template.js.
const started = performance.now();
const file = embeddedTemplateFile();
const bytes = await writeEmbeddedTemplate(file);
const megabytes = (bytes / 1024 / 1024).toFixed(1);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`Embedded database template: ${file} (${megabytes} MiB, ${seconds} s)\n`);

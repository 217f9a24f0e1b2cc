import zlib from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses what the server makes per request (the web app's HTML, API replies, sitemaps) when
 * the client accepts it and the body is over 1 KB: Brotli at a quality that costs about what gzip
 * does, else gzip. Built assets are compressed once at build time (apps/web/scripts/precompress.mjs)
 * and served as they are by the static plugin; live streams are hijacked and never buffered here;
 * images and PDFs are not in the compressible types. Registered before the static plugin, as
 * @fastify/compress asks.
 */
const compressionPlugin: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies are never inflated: no client of ours compresses them.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
};

export default fp(compressionPlugin, { name: 'compression' });

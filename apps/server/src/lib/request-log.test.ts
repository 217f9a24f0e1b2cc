import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './request-log.ts';

function appWithCapturedLog() {
  const lines: { level: number; msg: string; err?: { message: string } }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      }
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino(sink), logController: new OneLineRequestLog() });
  app.get('/fine', () => ({ ok: true }));
  app.get('/broken', () => {
    throw new Error('the disk is full');
  });
  return { app, lines };
}

describe('readable request logs', () => {
  it('write one line per answered request: method, address, status and time', async () => {
    const { app, lines } = appWithCapturedLog();
    await app.inject({ method: 'GET', url: '/fine?page=2' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    expect(lines.map((line) => line.msg.replace(/\d+ ms$/, 'N ms'))).toEqual([
      'GET /fine?page=2 200 N ms',
      'GET /nowhere 404 N ms',
    ]);
  });

  it('log a failed request as an error with the error in full', async () => {
    const { app, lines } = appWithCapturedLog();
    await app.inject({ method: 'GET', url: '/broken' });
    const failed = lines.filter((line) => line.level === 50);
    expect(failed.some((line) => line.err?.message === 'the disk is full')).toBe(true);
    expect(failed.some((line) => /^GET \/broken 500 \d+ ms$/.test(line.msg))).toBe(true);
  });
});

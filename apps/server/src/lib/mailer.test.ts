import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeQuotedPrintable,
  startSmtpReceiver,
  type SmtpReceiver,
} from '../test/smtp-receiver.ts';
import { createMailer, smtpOptions } from './mailer.ts';

function recordingLogger() {
  const entries: Array<{ level: string; data: Record<string, unknown>; message: string }> = [];
  const at =
    (level: string) =>
    (data: Record<string, unknown>, message: string): void => {
      entries.push({ level, data, message });
    };
  const log = { info: at('info'), error: at('error'), warn: at('warn') };
  return { entries, log: log as unknown as FastifyBaseLogger };
}

const message = {
  to: 'reader@example.com',
  subject: 'Prova è già',
  text: 'Apri https://example.test/reset/abc/def per continuare.',
  html: '<p>Apri <a href="https://example.test/reset/abc/def">il link</a></p>',
  link: 'https://example.test/reset/abc/def',
  purpose: 'password reset e-mail',
};

describe('the outbox (no SMTP configured)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mailer-test-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file and logs its link', async () => {
    const { entries, log } = recordingLogger();
    const mailer = createMailer({ smtpUrl: null, dataDir, mailFrom: 'Skillvia <a@b.test>' }, log);
    const sent = await mailer.send(message);
    expect(sent.delivery).toBe('outbox');
    expect(path.dirname(sent.file ?? '')).toBe(path.join(dataDir, 'outbox'));
    expect(sent.file).toMatch(/\.eml$/);
    const raw = await fs.readFile(sent.file ?? '', 'utf8');
    expect(raw).toMatch(/^From: Skillvia <a@b\.test>/m);
    // Its id on the sender's domain, never localhost (issue 34, item 5).
    expect(raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@b\.test>/m);
    expect(raw).toMatch(/^To: reader@example\.com/m);
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toContain('multipart/alternative');
    expect(decodeQuotedPrintable(raw)).toContain(message.link);
    expect(entries).toContainEqual({
      level: 'info',
      data: { link: message.link, file: sent.file },
      message: 'password reset e-mail written to the outbox',
    });
    await mailer.close();
  });

  it('names whom an answer goes to when asked', async () => {
    const { log } = recordingLogger();
    const mailer = createMailer({ smtpUrl: null, dataDir, mailFrom: 'Skillvia <a@b.test>' }, log);
    const sent = await mailer.send({
      ...message,
      replyTo: { name: 'Anna "Verdi"', address: 'anna@example.com' },
    });
    const raw = await fs.readFile(sent.file ?? '', 'utf8');
    expect(raw).toMatch(/^Reply-To: "Anna \\"Verdi\\"" <anna@example\.com>/m);
    await mailer.close();
  });
});

describe('SMTP', () => {
  let plain: SmtpReceiver;
  let starttls: SmtpReceiver;
  beforeAll(async () => {
    plain = await startSmtpReceiver({ tls: false });
    starttls = await startSmtpReceiver();
  });
  afterAll(async () => {
    await plain.close();
    await starttls.close();
  });

  it('delivers to a local server without TLS', async () => {
    const { log } = recordingLogger();
    const mailer = createMailer(
      { smtpUrl: plain.url, dataDir: os.tmpdir(), mailFrom: 'Skillvia <no-reply@skillvia.test>' },
      log,
    );
    expect(await mailer.send(message)).toEqual({ delivery: 'smtp' });
    const mail = await plain.waitFor('reader@example.com');
    expect(mail.from).toBe('no-reply@skillvia.test');
    expect(decodeQuotedPrintable(mail.raw)).toContain(message.link);
    await mailer.close();
  });

  it('upgrades to STARTTLS with a self-signed certificate on this machine', async () => {
    const { log } = recordingLogger();
    const mailer = createMailer(
      { smtpUrl: starttls.url, dataDir: os.tmpdir(), mailFrom: 'x <x@y.test>' },
      log,
    );
    await mailer.send({ ...message, to: 'tls@example.com' });
    expect((await starttls.waitFor('tls@example.com')).raw).toContain('Subject:');
    await mailer.close();
  });

  it('checks certificates of remote servers', () => {
    expect(smtpOptions('smtp://127.0.0.1:2525')).toMatchObject({
      tls: { rejectUnauthorized: false },
    });
    expect(smtpOptions('smtps://user:pass@mail.example.com:465')).not.toHaveProperty('tls');
  });
});

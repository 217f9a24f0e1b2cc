import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  loadToolConfig,
  parseTrustProxy,
  startupWarnings,
} from './env.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: null,
      defaultLanguage: 'it',
      productName: 'Skillvia',
      seedDemo: true,
      trustProxy: false,
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('sends e-mail from the product’s domain: MAIL_FROM, else PUBLIC_URL’s host', () => {
    const base = { NODE_ENV: 'development', DATA_DIR: tempDir(), PRODUCT_NAME: 'Skillvia' };
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://skillvia.example/' }).mailFrom).toBe(
      'Skillvia <no-reply@skillvia.example>',
    );
    expect(loadConfig({ ...base, MAIL_FROM: 'Team <team@corp.example>' }).mailFrom).toBe(
      'Team <team@corp.example>',
    );
  });

  it('renders pages in Europe/Rome unless told another IANA zone, and refuses a made-up one', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() }).renderTimeZone).toBe(
      'Europe/Rome',
    );
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir(), RENDER_TIME_ZONE: 'Asia/Tokyo' })
        .renderTimeZone,
    ).toBe('Asia/Tokyo');
    expect(() =>
      loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir(), RENDER_TIME_ZONE: 'Mars/Base' }),
    ).toThrow(/RENDER_TIME_ZONE/);
  });

  it('keeps a generated development secret in DATA_DIR/.secret (mode 600)', () => {
    const dataDir = tempDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.sessionSecret).toBe(second.sessionSecret);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, '.secret')).mode & 0o777).toBe(0o600);
  });

  it('names every invalid variable', () => {
    try {
      loadConfig({ PORT: 'abc', DEFAULT_LANGUAGE: 'xx', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DEFAULT_LANGUAGE', 'DATABASE_URL'])
        expect(message).toContain(name);
    }
  });

  it('requires a long SESSION_SECRET in production and never seeds there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://skillvia.example/',
      SEED_DEMO: 'true',
      DATA_DIR: tempDir(),
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      seedDemo: false,
      publicUrl: 'https://skillvia.example',
    });
  });

  it('warns a production start on HTTPS without a trusted proxy (cookies would not be Secure)', () => {
    const https = { nodeEnv: 'production' as const, publicUrl: 'https://skillvia.example' };
    expect(startupWarnings({ ...https, trustProxy: false })).toEqual([
      expect.stringContaining('TRUST_PROXY is not set'),
    ]);
    expect(startupWarnings({ ...https, trustProxy: true })).toEqual([]);
    expect(startupWarnings({ ...https, trustProxy: ['10.0.0.1'] })).toEqual([]);
    expect(
      startupWarnings({ ...https, publicUrl: 'http://intranet.example', trustProxy: false }),
    ).toEqual([]);
    expect(startupWarnings({ ...https, nodeEnv: 'development', trustProxy: false })).toEqual([]);
  });

  it('requires PUBLIC_URL in production: e-mailed links never come from a request header', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: tempDir() }),
    ).toThrow(/PUBLIC_URL: required in production/);
  });

  it('turns the test-control routes on only when asked, and refuses them in production', () => {
    const dataDir = tempDir();
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).testControl).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, TEST_CONTROL: 'true' }).testControl,
    ).toBe(true);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://skillvia.example',
      DATA_DIR: dataDir,
    };
    expect(() => loadConfig({ ...production, TEST_CONTROL: 'true' })).toThrow(
      /TEST_CONTROL: must not be true when NODE_ENV=production/,
    );
    expect(loadConfig({ ...production, TEST_CONTROL: 'false' }).testControl).toBe(false);
  });

  it('does not seed PostgreSQL unless asked', () => {
    const base = { NODE_ENV: 'development', DATA_DIR: tempDir(), DATABASE_URL: 'postgres://db/x' };
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('loadToolConfig (npm run admin)', () => {
  it('reads the data folder, the database and the bucket by the same rules, and writes nothing', () => {
    const dataDir = tempDir();
    const config = loadToolConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(config).toEqual({
      dataDir,
      databaseUrl: null,
      s3: {
        bucket: 'uploads',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: true,
      },
    });
    // No session secret is asked for (production) or generated into the data folder.
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(() => loadToolConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { callApi, createUser, logIn, type Lang, type TestUser } from '../fixtures.ts';

/**
 * Flows that need one language check only run Italian at 1280 px and English at 375 px: each flow
 * is then seen in both languages and at both widths, at half the cost of every combination.
 * Use as `const test = base.extend(languageByWidth)`.
 */
export const languageByWidth = {
  // Playwright reads a fixture's dependencies from the destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  lang: async ({}: object, use: (lang: Lang) => Promise<void>, testInfo: TestInfo) => {
    await use(testInfo.project.name === 'mobile' ? 'en' : 'it');
  },
};

/** A brand-new account, logged in inside the page's context (tests that change an account). */
export async function signUpAndLogIn(page: Page): Promise<TestUser> {
  const user = await createUser(page);
  await logIn(page, user.username, user.password);
  return user;
}

/** Another browser (its own cookies) signed in as the user: a second device. */
export async function secondDevice(
  browser: Browser,
  testInfo: TestInfo,
  user: { username: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await logIn(page, user.username, user.password);
  return { context, page };
}

/** Whether the context's session is still signed in, asked the server. */
export async function isSignedIn(page: Page): Promise<boolean> {
  const reply = await callApi(page, 'loginuserdetail');
  return reply.body.status === true;
}

/**
 * Demo accounts are shared by every test of the run: a test that changes one holds its lock, so
 * the desktop and mobile runs (parallel workers) never change the same account at once.
 */
export async function withAccountLock<T>(name: string, body: () => Promise<T>): Promise<T> {
  const root = process.env.E2E_DATA_DIR ?? os.tmpdir();
  const lock = path.join(path.dirname(root), `${path.basename(root)}-lock-${name}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await body();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG of one colour (RGB, 8 bits), made here so the test needs no file. */
export function solidPng(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array(size).fill([red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

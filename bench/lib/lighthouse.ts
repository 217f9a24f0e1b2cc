// Lighthouse figures (issue 14): the mobile preset (Lighthouse's default config, simulated
// throttling) on a production build of the web app served by the built server on 127.0.0.1 with
// the demo data, for the home, search, a topic, an event and a public profile, in Italian and
// English. Each page's category scores, LCP, TBT and CLS are the median of LIGHTHOUSE_RUNS runs
// (default 3), beside the same figures for a static HTML page of the same weight served by the
// same server and measured in the same rounds: what the browser, the network model and the
// server cost with no app at all. Debian's Chromium (/usr/bin/chromium, or CHROME_PATH); nothing
// downloads a browser.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median } from './load.ts';
import type { FigureRow } from './login.ts';
import type { startProcess } from './server-process.ts';
import {
  freshDataDir,
  serverCommand,
  startDemoInProduction,
  webDistCopy,
} from './server-process.ts';

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The machine has no internet: without the background-networking flags Chromium's own
// connections (updates, sync, QUIC probes) are refused and disturb the measurement.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** One Lighthouse run may take this long before the part gives up (Chromium is then closed). */
const runTimeoutMs = 120_000;
/** What Chromium sends to 127.0.0.1 (a trustworthy origin, so Brotli is offered over HTTP). */
const acceptEncoding = 'gzip, deflate, br, zstd';
/** In the build's assets folder: the server serves the files there, whenever they were written. */
const baselineFile = 'assets/bench-baseline.html';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const goalText =
  'goals (issue 14): performance ≥ 95, accessibility, best practices and SEO 100; LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.02';

interface Figures {
  scores: number[]; // 0–100, in the order of `categories`
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points in accessibility, best practices or SEO. */
  failed: string[];
}

/** Bytes of a response's body as sent (compressed), with the encodings Chromium accepts. */
function transferredBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: 'text/html,*/*', 'accept-encoding': acceptEncoding } },
      (reply) => {
        if (reply.statusCode !== 200) {
          reply.resume();
          reject(new Error(`${url} answered ${reply.statusCode}`));
          return;
        }
        let bytes = 0;
        reply.on('data', (chunk: Buffer) => (bytes += chunk.length));
        reply.on('end', () => resolve(bytes));
        reply.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The (Italian) home page's HTML plus the scripts and styles it starts with, as transferred. */
async function homeWeight(base: string): Promise<number> {
  const home = `${base}/it/`;
  const html = await (await fetch(home, { headers: { accept: 'text/html' } })).text();
  // A drawn page lists its code for after the first paint (decision 018): it counts all the same.
  const listed = /<script id="page-code" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  const code = listed ? (JSON.parse(listed) as { entry: string; preloads: string[] }) : null;
  const assets = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!),
    ...[
      ...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g),
    ].map((match) => match[1]!),
    ...(code ? [code.entry, ...code.preloads] : []),
  ].map((address) => new URL(address, home).toString());
  const sizes = await Promise.all([home, ...assets].map(transferredBytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Pseudo-words from a fixed seed (mulberry32, in 32-bit integer arithmetic): text that does not
 * compress to nothing, so that the page's weight is text rather than repetition.
 */
function words(count: number): string {
  let seed = 14;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const letters = 'abcdefghilmnopqrstuvz';
  const out: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const length = 2 + Math.floor(next() * 9);
    let word = '';
    for (let letter = 0; letter < length; letter += 1)
      word += letters[Math.floor(next() * letters.length)];
    out.push(word);
  }
  return out.join(' ');
}

function baselineHtml(wordCount: number): string {
  const text = words(wordCount);
  const paragraphs = text.match(/(?:\S+ ?){1,80}/g) ?? [];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A static page of the same weight as the home page, for the Lighthouse bench.">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Bench baseline</title>
</head>
<body>
<main>
<h1>Bench baseline</h1>
${paragraphs.map((paragraph) => `<p>${paragraph.trim()}</p>`).join('\n')}
</main>
</body>
</html>
`;
}

const brotli = (text: string) =>
  zlib.brotliCompressSync(text, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
  });

/**
 * Writes the baseline page (and its .br and .gz, which the static plugin serves as they are) so
 * that its Brotli body weighs `target` bytes, give or take a word.
 */
function writeBaseline(distDir: string, target: number): number {
  let low = 1;
  let high = 1;
  while (brotli(baselineHtml(high)).length < target) {
    high *= 2;
    if (high > 4_000_000) throw new Error(`no baseline page reaches ${target} bytes`);
  }
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (brotli(baselineHtml(middle)).length < target) low = middle + 1;
    else high = middle;
  }
  const html = baselineHtml(low);
  const file = path.join(distDir, baselineFile);
  fs.writeFileSync(file, html);
  fs.writeFileSync(file + '.br', brotli(html));
  fs.writeFileSync(file + '.gz', zlib.gzipSync(html, { level: 9 }));
  return low;
}

/**
 * The browser has chosen English, as the language selector leaves it: the cookie by which the
 * server answers an unprefixed path in English (an Italian page has its prefix, which wins).
 * Lighthouse keeps cookies between runs (it clears caches and workers, not cookies).
 */
async function chooseEnglish(port: number, base: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setCookie({
      name: 'language',
      value: 'en',
      url: base,
      expires: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
    });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The first <loc> of one of the server's sitemaps, as a path. */
async function firstLocation(base: string, sitemap: string): Promise<string> {
  const response = await fetch(`${base}/sitemaps/${sitemap}`);
  if (!response.ok) throw new Error(`${sitemap} answered ${response.status}`);
  const loc = /<loc>([^<]+)<\/loc>/.exec(await response.text())?.[1];
  if (!loc) throw new Error(`${sitemap} lists no page`);
  return new URL(loc.replace(/&amp;/g, '&')).pathname;
}

async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over ${runTimeoutMs / 1000} s`)),
      runTimeoutMs,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One Lighthouse run. Lighthouse now and then fails to record a trace (NO_NAVSTART,
 * NO_FCP); such a run is repeated, up to three attempts.
 */
async function audit(url: string, port: number, attempt = 1): Promise<Figures> {
  const result = await withTimeout(
    lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
    }),
    `Lighthouse on ${url}`,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  // LIGHTHOUSE_REPORTS_DIR keeps each run's whole report (which element was the largest paint,
  // what blocked the first one), to read with Lighthouse's viewer or jq.
  const reportsDir = process.env.LIGHTHOUSE_REPORTS_DIR;
  if (reportsDir) {
    fs.mkdirSync(reportsDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^\w-]+/g, '_') || 'root';
    fs.writeFileSync(path.join(reportsDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url}: no ${id}`);
    return value;
  };
  return {
    scores: categories.map((id) => {
      const score = lhr.categories[id]?.score;
      if (score === null || score === undefined)
        throw new Error(`Lighthouse on ${url}: no ${id} score`);
      return Math.round(score * 100);
    }),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failed: categories
      .slice(1)
      .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

function medianOf(all: Figures[]): Figures {
  return {
    scores: categories.map((_, index) => median(all.map((run) => run.scores[index]!))),
    lcpMs: median(all.map((run) => run.lcpMs)),
    tbtMs: median(all.map((run) => run.tbtMs)),
    cls: median(all.map((run) => run.cls)),
    failed: [...new Set(all.flatMap((run) => run.failed))],
  };
}

const scoresText = (figures: Figures) => figures.scores.map((score) => score.toFixed(0)).join('/');
const timingsText = (figures: Figures) =>
  `LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`;

/** The goals a page misses, for the row's text. */
function missed(figures: Figures): string[] {
  const [performance, ...rest] = figures.scores as [number, number, number, number];
  const misses: string[] = [];
  if (performance < 95) misses.push('performance');
  rest.forEach((score, index) => {
    if (score < 100) misses.push(categories[index + 1]!);
  });
  if (figures.lcpMs > 1500) misses.push('LCP');
  if (figures.tbtMs > 150) misses.push('TBT');
  if (figures.cls > 0.02) misses.push('CLS');
  return misses;
}

export async function lighthouseFigures(rows: FigureRow[]): Promise<void> {
  const folders: string[] = [];
  let server: Awaited<ReturnType<typeof startProcess>> | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    // A copy of the production build, so the baseline page can sit beside the app's files.
    const distDir = webDistCopy();
    folders.push(distDir);
    const dataDir = freshDataDir();
    folders.push(dataDir);
    const { script, env } = serverCommand();
    // In production, as the pages are served for real (server rendering with React's production
    // build), on the demo data a first start outside production seeded. The app's rate limit is
    // lifted so that many runs in a row from one address are never answered 429.
    server = await startDemoInProduction(script, {
      ...env,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      RATE_LIMIT_PER_MINUTE: '100000000',
    });
    const base = server.url;

    const weight = await homeWeight(base);
    writeBaseline(distDir, weight);
    const baselineWeight = await transferredBytes(`${base}/${baselineFile}`);

    const topic = await firstLocation(base, 'topics-en-0.xml');
    const event = await firstLocation(base, 'events-en-0.xml');
    const pages: { name: string; path: string }[] = [];
    for (const [name, englishPath] of [
      ['home', '/'],
      ['search', '/search?topic=excel'],
      ['topic page', topic],
      ['event page', event],
      ['public profile', '/giulia_bianchi'],
    ] as const) {
      pages.push({
        name: `${name}, Italian`,
        path: `/it${englishPath === '/' ? '/' : englishPath}`,
      });
      pages.push({ name: `${name}, English`, path: englishPath });
    }
    for (const page of [...pages.map((entry) => entry.path), `/${baselineFile}`]) {
      const response = await fetch(base + page, {
        headers: { accept: 'text/html', cookie: 'language=en' },
        redirect: 'manual',
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    }

    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
    await chooseEnglish(chrome.port, base);
    const baselineRuns: Figures[] = [];
    const pageRuns = pages.map(() => [] as Figures[]);
    // Round by round, the baseline first, so that every page and the baseline share the machine's
    // conditions.
    for (let round = 0; round < runs; round += 1) {
      baselineRuns.push(await audit(`${base}/${baselineFile}`, chrome.port));
      for (const [index, page] of pages.entries())
        pageRuns[index]!.push(await audit(base + page.path, chrome.port));
    }

    const baseline = medianOf(baselineRuns);
    for (const [index, page] of pages.entries()) {
      const figures = medianOf(pageRuns[index]!);
      const misses = missed(figures);
      const failed = figures.failed.length > 0 ? ` (failed: ${figures.failed.join(', ')})` : '';
      const note =
        misses.length > 0 ? ` — misses ${misses.join(', ')}${failed}` : ' — meets the goals';
      rows.push({
        figure: `Lighthouse mobile, ${page.name} (${page.path}): perf/a11y/best-pr./SEO${note}`,
        value: scoresText(figures),
        baseline: `static page: ${scoresText(baseline)}`,
        ratio: '',
      });
      rows.push({
        figure: `Lighthouse mobile, ${page.name}: LCP, TBT, CLS`,
        value: timingsText(figures),
        baseline: `static page: ${timingsText(baseline)}`,
        ratio: `LCP ${(figures.lcpMs / baseline.lcpMs).toFixed(1)}×`,
      });
    }
    rows.push({
      figure: `Lighthouse: median of ${runs} run(s) per page; ${goalText}`,
      value: '',
      baseline: `static page ${(baselineWeight / 1024).toFixed(1)} KiB vs home HTML + start-up scripts and styles ${(weight / 1024).toFixed(1)} KiB (Brotli)`,
      ratio: '',
    });
  } finally {
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => undefined);
    if (server) await server.stop();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  }
}

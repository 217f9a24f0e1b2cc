// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import viteConfig from '../vite.config.ts';

/** The build's options as `vite build` (the browser's app, then `--ssr` the server's renderer) gets them. */
const buildOptions = (isSsrBuild: boolean): NonNullable<UserConfig['build']> =>
  viteConfig({ command: 'build', mode: 'production', isSsrBuild }).build ?? {};

describe('the web build (issue 34)', () => {
  const saved = process.env.SOURCEMAP;
  afterEach(() => {
    if (saved === undefined) delete process.env.SOURCEMAP;
    else process.env.SOURCEMAP = saved;
  });

  it('writes no source maps unless SOURCEMAP asks for them', () => {
    delete process.env.SOURCEMAP;
    expect(buildOptions(false).sourcemap).toBe(false);
    expect(buildOptions(true).sourcemap).toBe(false);
    process.env.SOURCEMAP = '0';
    expect(buildOptions(false).sourcemap).toBe(false);
    process.env.SOURCEMAP = '1';
    expect(buildOptions(false).sourcemap).toBe(true);
    expect(buildOptions(true).sourcemap).toBe(true);
  });
});

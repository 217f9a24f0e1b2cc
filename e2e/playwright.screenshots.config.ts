import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// `npm run screenshots`: the key screens at desktop and 375 px, in Italian and English, written to
// playwright-report/screenshots for a person to look at. Not part of `npm test`.
export default defineConfig({ ...base, testDir: 'screenshots', retries: 0 });

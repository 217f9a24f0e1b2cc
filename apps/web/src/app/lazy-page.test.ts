import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const sources = ['./routes.tsx', './routes/unknown-path.tsx'].map((file) => ({
  file,
  text: readFileSync(new URL(file, import.meta.url), 'utf8'),
}));

describe('lazy pages', () => {
  it('are named by the file they import, which the server finds in the build manifest', () => {
    let count = 0;
    for (const { file, text } of sources) {
      for (const match of text.matchAll(
        /lazyPage(?:<[^>]*>)?\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
      )) {
        count += 1;
        expect(match[2], `${file}: ${match[1]}`).toMatch(new RegExp(`/${match[1]}\\.tsx$`));
      }
      // Every lazyPage call has the shape above (so none escapes the check).
      expect(text.match(/lazyPage(?:<[^>]*>)?\(/g)?.length ?? 0).toBe(
        [...text.matchAll(/lazyPage(?:<[^>]*>)?\(\s*'[^']+',\s*\(\)\s*=>\s*import\(/g)].length,
      );
    }
    expect(count).toBeGreaterThan(40);
  });
});

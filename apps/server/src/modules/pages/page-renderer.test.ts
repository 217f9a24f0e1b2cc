import { describe, expect, it } from 'vitest';
import { catalogueLinks, pageLinks } from './page-renderer.ts';

describe('the links of a server-rendered page', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
    '_framework.js': { file: 'assets/framework-1.js' },
    '_card.js': {
      file: 'assets/card-1.js',
      css: ['assets/card-1.css'],
      imports: ['_framework.js'],
    },
    'src/app/routes/topic-page.tsx': {
      file: 'assets/topic-page-1.js',
      css: ['assets/topic-page-1.css'],
      imports: ['_card.js', '_framework.js'],
    },
  };

  it('links the page’s stylesheets and those of its chunks, and preloads their code, not the entry’s', () => {
    expect(pageLinks(manifest, 'topic-page')).toEqual({
      styles: [
        '<link rel="stylesheet" crossorigin href="/assets/topic-page-1.css" />',
        '<link rel="stylesheet" crossorigin href="/assets/card-1.css" />',
      ],
      preloads: [
        '<link rel="modulepreload" crossorigin href="/assets/topic-page-1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/card-1.js" />',
      ],
    });
  });

  it('links nothing for a page the build does not know', () => {
    expect(pageLinks(manifest, 'no-such-page')).toEqual({ styles: [], preloads: [] });
  });

  it('preloads the page language’s catalogue and category names, and no other language’s', () => {
    const withCatalogues = {
      ...manifest,
      'src/lib/locales/it.json': { file: 'assets/it-texts.js' },
      'src/lib/locales/en.json': { file: 'assets/en-texts.js' },
      '../../packages/contracts/src/category-names/it.ts': { file: 'assets/it-names.js' },
      '../../packages/contracts/src/category-names/en.ts': { file: 'assets/en-names.js' },
    };
    expect(catalogueLinks(withCatalogues, 'it')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/it-texts.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/it-names.js" />',
    ]);
    expect(catalogueLinks(manifest, 'it')).toEqual([]);
  });
});

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type matter from 'gray-matter';
import type * as MarkedModule from 'marked';
import type { Marked, Tokens } from 'marked';
import { languagePrefix, languages, type Language } from '@app/contracts/locales';
import { sitePageSlugs, type ReportKind, type SitePageSlug } from '@app/contracts/site-pages';

/**
 * The site pages and blog articles: Markdown with a front matter block in content/site/{language}
 * and content/blog/{language} (the repository's content/ folder). Read and drawn once, on first
 * use; the operator's details replace the `{{tokens}}`, and links to the site's own pages get the
 * page's language.
 */

export interface SiteValues {
  product: string;
  operator: string;
  address: string;
  vatId: string;
  email: string;
}

export interface SitePageContent {
  title: string;
  description: string;
  updated: string;
  html: string;
  form: ReportKind | null;
}

export interface BlogArticle {
  slug: string;
  title: string;
  description: string;
  date: string;
  author: string;
  html: string;
}

export interface SiteContent {
  page(slug: SitePageSlug, language: Language): SitePageContent;
  /** Newest first. */
  articles(language: Language): BlogArticle[];
  article(slug: string, language: Language): BlogArticle | null;
  /**
   * The title and description of a page path (`terms`, `blog`, `blog/{slug}`) for its <head>;
   * null for a path that is none of them.
   */
  heading(pagePath: string, language: Language): { title: string; description: string } | null;
}

/** Each form belongs to the page of its kind. */
const formOfPage: Partial<Record<SitePageSlug, ReportKind>> = {
  contact: 'contact',
  support: 'support',
  'abuse-policy': 'abuse',
  'ipr-complaints': 'ipr',
  gdpr: 'gdpr',
};

const blogHeadings: Record<Language, { title: string; description: string }> = {
  it: {
    title: 'Blog',
    description:
      'Guide pratiche sulla formazione aziendale: scegliere un formatore, pianificare il budget, dalla richiesta alla fattura.',
  },
  en: {
    title: 'Blog',
    description:
      'Practical guides to corporate training: choosing a trainer, planning the budget, from a requirement to the invoice.',
  },
  de: {
    title: 'Blog',
    description:
      'Praktische Leitfäden zur betrieblichen Weiterbildung: Trainer auswählen, Budget planen, vom Bedarf zur Rechnung.',
  },
  fr: {
    title: 'Blog',
    description:
      'Guides pratiques de la formation en entreprise : choisir un formateur, planifier le budget, du besoin à la facture.',
  },
  es: {
    title: 'Blog',
    description:
      'Guías prácticas de formación empresarial: elegir un formador, planificar el presupuesto, de la necesidad a la factura.',
  },
};

const tokenPattern = /\{\{(product|operator|address|vatId|email)\}\}/g;

// gray-matter and marked are loaded with the first page drawn, not when the server starts.
const require = createRequire(import.meta.url);

function markdownFor(language: Language): Marked {
  const prefix = languagePrefix(language);
  const { Marked } = require('marked') as typeof MarkedModule;
  return new Marked({
    gfm: true,
    walkTokens(token) {
      // The site's own pages are written without a language: they open in the reader's.
      if (token.type !== 'link') return;
      const link = token as Tokens.Link;
      if (link.href.startsWith('/') && !link.href.startsWith('//')) link.href = prefix + link.href;
    },
  });
}

const text = (value: unknown, field: string, file: string): string => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${file}: the front matter has no ${field}`);
  }
  return value.trim();
};

interface Parsed {
  data: Record<string, unknown>;
  html: string;
}

function readMarkdown(file: string, language: Language, values: SiteValues): Parsed {
  const source = fs.readFileSync(file, 'utf8');
  const filled = source.replace(tokenPattern, (_whole, name: keyof SiteValues) => values[name]);
  const { data, content } = (require('gray-matter') as typeof matter)(filled);
  const html = markdownFor(language).parse(content, { async: false });
  return { data, html };
}

export function loadSiteContent(contentDir: string, values: SiteValues): SiteContent {
  const pages = new Map<string, SitePageContent>();
  const blogs = new Map<Language, BlogArticle[]>();

  const page = (slug: SitePageSlug, language: Language): SitePageContent => {
    const key = `${language}/${slug}`;
    let found = pages.get(key);
    if (!found) {
      const file = path.join(contentDir, 'site', language, `${slug}.md`);
      const { data, html } = readMarkdown(file, language, values);
      found = {
        title: text(data.title, 'title', file),
        description: text(data.description, 'description', file),
        updated: text(data.updated, 'updated', file),
        html,
        form: formOfPage[slug] ?? null,
      };
      pages.set(key, found);
    }
    return found;
  };

  const articles = (language: Language): BlogArticle[] => {
    let found = blogs.get(language);
    if (!found) {
      const folder = path.join(contentDir, 'blog', language);
      const files = fs.existsSync(folder)
        ? fs.readdirSync(folder).filter((name) => name.endsWith('.md'))
        : [];
      found = files
        .map((name) => {
          const file = path.join(folder, name);
          const { data, html } = readMarkdown(file, language, values);
          return {
            slug: name.slice(0, -'.md'.length),
            title: text(data.title, 'title', file),
            description: text(data.description, 'description', file),
            date: text(data.date, 'date', file),
            author: text(data.author, 'author', file),
            html,
          };
        })
        .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
      blogs.set(language, found);
    }
    return found;
  };

  const article = (slug: string, language: Language) =>
    articles(language).find((entry) => entry.slug === slug) ?? null;
  return {
    page,
    articles,
    article,
    heading(pagePath, language) {
      if ((sitePageSlugs as readonly string[]).includes(pagePath)) {
        const { title, description } = page(pagePath as SitePageSlug, language);
        return { title, description };
      }
      if (pagePath === 'blog') return blogHeadings[language];
      if (pagePath.startsWith('blog/')) {
        const found = article(pagePath.slice('blog/'.length), language);
        return found ? { title: found.title, description: found.description } : null;
      }
      return null;
    },
  };
}

/** Every page and article in every language, drawn once: a missing file or field fails here. */
export function checkSiteContent(content: SiteContent): void {
  for (const language of languages) {
    for (const slug of sitePageSlugs) content.page(slug, language);
    content.articles(language);
  }
}

const loaded = new Map<string, SiteContent>();

/** The content of a configuration (one per content folder and operator details), drawn once. */
export function siteContentOf(config: {
  contentDir: string;
  productName: string;
  operator: { name: string; address: string; vatId: string; email: string };
}): SiteContent {
  const values: SiteValues = {
    product: config.productName,
    operator: config.operator.name,
    address: config.operator.address,
    vatId: config.operator.vatId,
    email: config.operator.email,
  };
  const key = JSON.stringify([config.contentDir, values]);
  let content = loaded.get(key);
  if (!content) {
    content = loadSiteContent(config.contentDir, values);
    loaded.set(key, content);
  }
  return content;
}

/** The sitemap module's public face: all that code outside modules/sitemap/ may import. */
export { default as sitemapRoutes } from './sitemap.routes.ts';

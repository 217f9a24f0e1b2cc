/** The pages module's public face: all that code outside modules/pages/ may import. */
export { createPageRenderer } from './page-renderer.ts';
export { createPageDescriber } from './pages.ts';

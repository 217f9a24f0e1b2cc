/** The social module's public face: all that code outside modules/social/ may import. */
export { default as socialRoutes } from './social.routes.ts';

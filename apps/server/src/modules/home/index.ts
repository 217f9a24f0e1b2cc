/** The home module's public face: all that code outside modules/home/ may import. */
export { homeActions } from './home.actions.ts';

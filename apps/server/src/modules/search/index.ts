/** The search module's public face: all that code outside modules/search/ may import. */
export { searchActions } from './search.actions.ts';

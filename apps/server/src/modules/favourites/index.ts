/** The favourites module's public face: all that code outside modules/favourites/ may import. */
export { favouritesActions } from './favourites.actions.ts';

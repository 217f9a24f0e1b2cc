/** The suspensions module's public face: all that code outside modules/suspensions/ may import. */
export { suspensionsActions } from './suspensions.actions.ts';

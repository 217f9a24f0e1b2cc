/** The spending module's public face: all that code outside modules/spending/ may import. */
export { spendingActions } from './spending.actions.ts';

/** The revenue module's public face: all that code outside modules/revenue/ may import. */
export { revenueActions } from './revenue.actions.ts';

/** The plan-sales module's public face: all that code outside modules/plan-sales/ may import. */
export { planSalesActions } from './plan-sales.actions.ts';

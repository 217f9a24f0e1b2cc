/** The purchase-orders module's public face: all that code outside modules/purchase-orders/ may import. */
export { purchaseOrderJobNames } from './purchase-order-notifications.ts';
export { purchaseOrderActions } from './purchase-orders.actions.ts';
export { purchaseOrdersJobs } from './purchase-orders.jobs.ts';
export { default as purchaseOrderRoutes } from './purchase-orders.routes.ts';
export { purchaseOrdersSubscribers } from './purchase-orders.subscribers.ts';
export { selectCommittedByDepartment } from './purchase-orders.repository.ts';

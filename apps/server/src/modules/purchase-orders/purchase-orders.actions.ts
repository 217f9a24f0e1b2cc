import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  changeOrder,
  getBookingOrder,
  getOrderDetail,
  issueOrder,
  listCompanyOrders,
  listProviderOrders,
} from './purchase-orders.service.ts';

/** Purchase orders (docs/product.md, "Purchase orders"); the PDF is purchase-orders.routes.ts. */
export const purchaseOrderActions = [
  defineServerAction(actions.issuePurchaseOrder, {
    handler: async (input, ctx) => ({
      status: true as const,
      purchaseOrder: await issueOrder(
        ctx.db,
        {
          events: ctx.events,
          defaultLanguage: ctx.config.defaultLanguage,
          storage: ctx.storage,
        },
        { userId: ctx.requireUser().id, roles: ctx.bookingRoles },
        input,
      ),
    }),
  }),

  defineServerAction(actions.companyPurchaseOrders, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listCompanyOrders(ctx.db, ctx.requireUser().id, ctx.requireMembership(), input)),
    }),
  }),

  defineServerAction(actions.providerPurchaseOrders, {
    handler: async (input, ctx) => ({
      status: true as const,
      list: await listProviderOrders(ctx.db, ctx.requireUser().id, input.state),
    }),
  }),

  defineServerAction(actions.purchaseOrderDetail, {
    handler: async (input, ctx) => ({
      status: true as const,
      purchaseOrder: await getOrderDetail(ctx.db, input.id, ctx.documentRoles),
    }),
  }),

  defineServerAction(actions.bookingPurchaseOrder, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await getBookingOrder(ctx.db, input.bookingId, ctx.bookingRoles)),
    }),
  }),

  defineServerAction(actions.acknowledgePurchaseOrder, {
    handler: async (input, ctx) => ({
      status: true as const,
      purchaseOrder: await changeOrder(
        ctx.db,
        ctx.events,
        { userId: ctx.requireUser().id, roles: ctx.documentRoles },
        input.id,
        'acknowledge',
      ),
    }),
  }),

  defineServerAction(actions.cancelPurchaseOrder, {
    handler: async (input, ctx) => ({
      status: true as const,
      purchaseOrder: await changeOrder(
        ctx.db,
        ctx.events,
        { userId: ctx.requireUser().id, roles: ctx.documentRoles },
        input.id,
        'cancel',
        input.reason,
      ),
    }),
  }),
];

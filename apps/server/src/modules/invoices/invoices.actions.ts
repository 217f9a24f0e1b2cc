import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import {
  creditInvoiceWithNote,
  getBookingInvoice,
  getInvoiceDetail,
  issueInvoiceFor,
  listCompanyInvoices,
  listInvoices,
  markPaid,
} from './invoices.service.ts';

/** Invoices and credit notes (docs/product.md, "Invoices and credit notes"). */
export const invoiceActions = [
  defineServerAction(actions.issueInvoice, {
    handler: async (input, ctx) => ({
      status: true as const,
      invoice: await issueInvoiceFor(
        ctx,
        { id: ctx.requireUser().id, bookingRoles: ctx.bookingRoles },
        input,
      ),
    }),
  }),

  defineServerAction(actions.providerInvoices, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listInvoices(ctx.db, { providerId: ctx.requireUser().id }, input)),
    }),
  }),

  defineServerAction(actions.buyerInvoices, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listInvoices(ctx.db, { buyerId: ctx.requireUser().id }, input)),
    }),
  }),

  defineServerAction(actions.companyInvoices, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listCompanyInvoices(
        ctx.db,
        ctx.requireUser().id,
        ctx.requireMembership().companyId,
        input,
      )),
    }),
  }),

  defineServerAction(actions.invoiceDetail, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await getInvoiceDetail(ctx.db, input.id, ctx.documentRoles)),
    }),
  }),

  defineServerAction(actions.bookingInvoice, {
    handler: async (input, ctx) => ({
      status: true as const,
      invoice: await getBookingInvoice(ctx.db, input.bookingId, ctx.bookingRoles),
    }),
  }),

  defineServerAction(actions.markInvoicePaid, {
    handler: async (input, ctx) => ({
      status: true as const,
      state: await markPaid(
        ctx,
        { id: ctx.requireUser().id, documentRoles: ctx.documentRoles },
        input,
      ),
    }),
  }),

  defineServerAction(actions.creditInvoice, {
    handler: async (input, ctx) => ({
      status: true as const,
      creditNote: await creditInvoiceWithNote(
        ctx,
        { id: ctx.requireUser().id, documentRoles: ctx.documentRoles },
        input,
      ),
    }),
  }),
];

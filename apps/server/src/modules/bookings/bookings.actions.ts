import { actions } from '@app/contracts/registry';
import { defineServerAction, type ActionContext } from '../../actions/define.ts';
import { listTrainingsToClose, sendThanks } from './after-event.service.ts';
import { recordAttendance } from './attendance.service.ts';
import type { BookingDeps } from './booking-machine.ts';
import { getBookingDetail, listMyBookings } from './booking-lists.service.ts';
import { changeBooking } from './booking-transitions.service.ts';
import { bookEvent, changeVatRate, requestBooking } from './bookings.service.ts';

const HOUR = 60 * 60 * 1000;

/** A request's changes are told through a domain event, recorded in its transaction. */
const depsOf = (ctx: ActionContext): BookingDeps => ({
  jobs: ctx.jobs,
  notify: (tx, change) => ctx.events.record(tx, 'booking.changed', change),
});

export const bookingActions = [
  defineServerAction(actions.requestbooking, {
    rateLimit: [{ max: 120, windowMs: HOUR }],
    handler: async (input, ctx) => ({
      status: true as const,
      booking: await requestBooking(ctx.db, depsOf(ctx), ctx.requireUser().id, input),
    }),
  }),

  defineServerAction(actions.bookevent, {
    handler: async (input, ctx) => ({
      status: true as const,
      booking: await bookEvent(ctx.db, depsOf(ctx), ctx.requireUser().id, input),
    }),
  }),

  defineServerAction(actions.bookingtransition, {
    handler: async (input, ctx) => ({
      status: true as const,
      booking: await changeBooking(
        ctx.db,
        depsOf(ctx),
        { userId: ctx.requireUser().id, roles: ctx.bookingRoles },
        input,
      ),
    }),
  }),

  defineServerAction(actions.mybookings, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await listMyBookings(ctx.db, ctx.requireUser().id, input)),
    }),
  }),

  defineServerAction(actions.bookingdetail, {
    handler: async (input, ctx) => ({
      status: true as const,
      booking: await getBookingDetail(
        ctx.db,
        { userId: ctx.requireUser().id, roles: ctx.bookingRoles },
        input.id,
      ),
    }),
  }),

  defineServerAction(actions.setvatrate, {
    handler: async (input, ctx) => ({
      status: true as const,
      vatRate: await changeVatRate(ctx.db, ctx.requireUser().id, input.vatRate),
    }),
  }),

  defineServerAction(actions.recordattendance, {
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await recordAttendance(
        ctx.db,
        depsOf(ctx),
        { userId: ctx.requireUser().id, roles: ctx.bookingRoles },
        input,
      )),
    }),
  }),

  defineServerAction(actions.aftereventlist, {
    handler: async (_input, ctx) => ({
      status: true as const,
      list: await listTrainingsToClose(ctx.db, ctx.requireUser().id),
    }),
  }),

  defineServerAction(actions.sendthanks, {
    handler: async (input, ctx) => ({
      status: true as const,
      thanks: await sendThanks(ctx.db, ctx.events, ctx.requireUser().id, input),
    }),
  }),
];

/** The events module's public face: all that code outside modules/events/ may import. */
export { eventActions } from './events.actions.ts';
export { default as eventRoutes } from './events.routes.ts';

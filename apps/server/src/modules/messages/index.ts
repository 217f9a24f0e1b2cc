/** The messages module's public face: all that code outside modules/messages/ may import. */
export { messagesActions } from './messages.actions.ts';
export { messagesJobs } from './messages.jobs.ts';
export { default as messagesRoutes } from './messages.routes.ts';
export { messagesSubscribers } from './messages.subscribers.ts';

/** The moderation module's public face: all that code outside modules/moderation/ may import. */
export { moderationActions } from './moderation.actions.ts';
export { changeVisibility } from './moderation.service.ts';

/** The profile module's public face: all that code outside modules/profile/ may import. */
export { profileActions } from './profile.actions.ts';
export { moderateProfile } from './profile-moderation.ts';
export { profileShownTo } from './profile-visibility.ts';
export { default as profileRoutes } from './profile.routes.ts';

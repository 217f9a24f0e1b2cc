/** The settings module's public face: all that code outside modules/settings/ may import. */
export { settingsActions } from './settings.actions.ts';
export { default as settingsRoutes } from './settings.routes.ts';
export { unsubscribeFooter, unsubscribeLinks, type UnsubscribeLinks } from './unsubscribe.ts';

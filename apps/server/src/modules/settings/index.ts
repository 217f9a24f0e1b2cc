/** The settings module's public face: all that code outside modules/settings/ may import. */
export { settingsActions } from './settings.actions.ts';

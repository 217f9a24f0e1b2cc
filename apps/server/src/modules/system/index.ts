/** The system module's public face: all that code outside modules/system/ may import. */
export { default as systemRoutes } from './system.routes.ts';

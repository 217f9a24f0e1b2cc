/** The figures module's public face: all that code outside modules/figures/ may import. */
export { figuresActions } from './figures.actions.ts';
export { figuresJobs } from './figures.jobs.ts';

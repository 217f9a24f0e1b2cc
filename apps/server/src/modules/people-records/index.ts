/** The people-records module's public face: all that code outside modules/people-records/ may import. */
export { peopleRecordsActions } from './people-records.actions.ts';

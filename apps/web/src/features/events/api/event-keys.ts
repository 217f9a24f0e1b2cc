import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('events');

/**
 * Query keys of the events feature (lib/query-keys.ts): the own list, the public page and the
 * editor's own event; every change to an event invalidates `all`.
 */
export const eventKeys = {
  ...keys,
  /** The own event as the editor's form reads it. */
  editable: (id: number) => [...keys.all, 'editable', id] as const,
  /** The own topics an event may belong to. */
  topicOptions: () => [...keys.all, 'topic-options'] as const,
};

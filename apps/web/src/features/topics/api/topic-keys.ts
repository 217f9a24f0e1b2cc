/** Query keys of the topics feature; every change to a topic invalidates `topicKeys.all`. */
export const topicKeys = {
  all: ['topics'] as const,
  mine: (status: string | undefined, page: number) =>
    ['topics', 'mine', status ?? 'all', page] as const,
  detail: (key: { url: string } | { id: number }) =>
    ['topics', 'detail', 'url' in key ? key.url.toLowerCase() : key.id] as const,
};

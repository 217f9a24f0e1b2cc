import { z } from 'zod';
import { defineAction, success } from '../action.ts';

const suggestion = z.object({ topic: z.string(), url: z.string() });

export const searchBar = defineAction({
  name: 'searchBar',
  endpoint: 'main',
  access: 'public',
  summary:
    'Suggestions for the header search box, grouped into topics, users, requirements, events.',
  request: z.object({ search: z.string().trim().max(100) }),
  response: success({
    topicDetail: z.array(suggestion),
    user: z.array(z.object({ username: z.string(), name: z.string(), url: z.string() })),
    requirement: z.array(suggestion),
    event: z.array(suggestion),
  }),
});

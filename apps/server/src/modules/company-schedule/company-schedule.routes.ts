import type { FastifyPluginCallback } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { renderFeed } from './company-schedule.service.ts';

export interface CompanyScheduleRoutesOptions {
  db: Database;
  config: Config;
}

/**
 * GET /inc/calendar/{userId}-{companyId}-{token}.ics: a staff member's private iCalendar feed of
 * their company's schedule, read by calendar apps without a session. Any address that is not a
 * live one answers the same 404, so a guess learns nothing.
 */
const companyScheduleRoutes: FastifyPluginCallback<CompanyScheduleRoutesOptions> = (
  app,
  { db, config },
  done,
) => {
  app.get<{ Params: { file: string } }>('/inc/calendar/:file', async (request, reply) => {
    const text = await renderFeed(db, config, request.params.file);
    reply.header('cache-control', 'private, no-store');
    if (text === null) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="training-schedule.ics"')
      .send(text);
  });
  done();
};

export default companyScheduleRoutes;

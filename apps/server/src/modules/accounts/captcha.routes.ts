import type { FastifyPluginCallback } from 'fastify';
import type { Captcha } from '../../lib/captcha.ts';

export interface CaptchaRoutesOptions {
  captcha: Captcha;
}

/**
 * GET /inc/captcha: a fresh proof-of-work challenge for the ALTCHA widget of the login dialog
 * (`challenge="/inc/captcha"`); the widget's solved payload travels in login's `recaptcha` field.
 */
const captchaRoutes: FastifyPluginCallback<CaptchaRoutesOptions> = (app, { captcha }, done) => {
  app.get('/inc/captcha', async (_request, reply) => {
    const challenge = await captcha.createChallenge();
    return reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(challenge);
  });
  done();
};

export default captchaRoutes;

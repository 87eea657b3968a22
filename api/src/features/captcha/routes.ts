import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Captcha } from './captcha.js';

/** GET /captcha/challenge: a fresh challenge for the ALTCHA widget (or any client that solves it). */
export function registerCaptchaRoutes(app: FastifyInstance, _ctx: AppContext, captcha: Captcha): void {
  app.get('/captcha/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.issue();
  });
}

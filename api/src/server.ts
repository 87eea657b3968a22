import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import * as v from 'valibot';
import { type Clock, fixedClock, settableClock, systemClock } from './clock.js';
import type { ApiConfig } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, resetDatabase as resetTables } from './db/database.js';
import { registerAddressSuggestionRoutes } from './features/address-suggestions/routes.js';
import { registerAuthRoutes } from './features/auth/routes.js';
import { SessionCache } from './features/auth/session-cache.js';
import { Captcha } from './features/captcha/captcha.js';
import { registerCaptchaRoutes } from './features/captcha/routes.js';
import { registerCartRoutes } from './features/cart/routes.js';
import { registerCatalogRoutes } from './features/catalog/routes.js';
import { registerCustomerRoutes } from './features/customer/routes.js';
import { registerImageRoutes } from './features/images/routes.js';
import { registerLoyaltyRoutes } from './features/loyalty/routes.js';
import { registerOpenApiRoutes } from './features/openapi/routes.js';
import { changeFeedFor } from './features/order-status/change-feed.js';
import { DemoKitchen } from './features/order-status/kitchen.js';
import { registerOrderStatusRoutes } from './features/order-status/routes.js';
import { registerOrderCancelRoutes } from './features/orders/cancel/routes.js';
import { registerOrderPlacementRoutes } from './features/orders/placement-routes.js';
import { registerOrderReadRoutes } from './features/orders/routes.js';
import { registerPaymentMethodRoutes } from './features/payment-methods/routes.js';
import { cardProcessorFor } from './features/payments/processor.js';
import { registerPaymentRoutes } from './features/payments/routes.js';
import { databaseLedger } from './features/payments/simulated-ledger.js';
import { registerReportRoutes } from './features/reports/routes.js';
import { registerServiceRequestRoutes } from './features/service-requests/routes.js';
import { registerThumbupRoutes } from './features/thumbs-up/routes.js';
import { installAbuseLimits } from './http/abuse-limits.js';
import { frameworkRefusal, installErrorHandling } from './http/errors-handler.js';
import { installInputGuard } from './http/input-guard.js';
import { loggerOptions } from './http/logging.js';
import { parseInput } from './http/validation.js';

/** `at`: an ISO timestamp the API's rules take as now, or null for the real time again. */
const TestClockSchema = v.object({
  at: v.nullable(
    v.pipe(
      v.string(),
      v.check((text) => !Number.isNaN(Date.parse(text)), 'an ISO timestamp'),
    ),
  ),
});

const contexts = new WeakMap<FastifyInstance, AppContext>();

export interface BuildOptions {
  /** Overrides the clock the configuration implies (tests that move time). */
  clock?: Clock;
  /** Logger setting passed to Fastify; defaults to JSON logs at the configured level. */
  logger?: boolean;
}

/**
 * Builds the API: opens (and migrates, and on first start seeds) the database, and registers
 * every feature under the versioned base path. The caller listens; closing the server closes
 * the database.
 */
export async function buildServer(config: ApiConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    // Request ids in logs tie a client's error report to the server's log lines.
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    // One line per request buries what a developer looks for (the demo login codes, errors);
    // LOG_REQUESTS=1 turns the access log back on. (Fastify 5.12 moved this option into its log
    // controller; the top-level one warns at every start.)
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
    // Refusals the router makes before any hook (a malformed URL, a path parameter over the limit).
    frameworkErrors: (error, _request, reply) => {
      const refusal = frameworkRefusal(error);
      // why: the option's reply is typed for the raw server's generics, not the app's FastifyReply.
      void (reply as FastifyReply).status(refusal.status).send(refusal.body);
    },
  });
  const database = await openDatabase(config);
  const configured = options.clock ?? (config.fixedNow ? fixedClock(config.fixedNow) : systemClock);
  // With the test endpoints on, a journey may fix the time its rules see (menu hours, slots) and put
  // it back; the reset between journeys does too, so none leaks into the next.
  const testClock = config.testEndpoints ? settableClock(configured) : null;
  const clock: Clock = testClock ?? configured;
  const sessions = database.writeWatch ? new SessionCache(database.writeWatch) : null;
  const ctx: AppContext = { config, db: database.db, clock, log: app.log, sessions };
  contexts.set(app, ctx);
  const statusFeed = changeFeedFor(config.databaseUrl, database.db, app.log);
  // Demo mode: orders move through the kitchen by themselves (DEMO-DATA "Order status").
  const kitchen =
    config.demo && config.kitchenStepSeconds > 0
      ? new DemoKitchen(ctx, config.kitchenStepSeconds * 1000)
      : null;
  app.addHook('onClose', async () => {
    await kitchen?.stop();
    await statusFeed.close();
    await database.close();
  });

  // The test endpoints list every route (so a test can hold the OpenAPI document to all of them).
  const routes: { method: string; url: string }[] = [];
  if (config.testEndpoints)
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });

  installErrorHandling(app);
  installInputGuard(app);
  await installAbuseLimits(app);
  // No answer is ever sniffed into another type (an error report's text as HTML, say).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  // An empty body with a JSON content type (logout, for one) is no body, not malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Every call takes JSON (the hosted payment pages add their form parser): other types are 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // JSON compresses ~10:1 (the 1001 menu: 76 KB to ~7 KB), and on a phone's link the bytes are the
  // wait. Brotli at quality 4 costs about as much CPU as gzip; streams of events are left alone.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^application\/json/,
  });

  await app.register(cors, {
    // An allow-list in every mode; the site itself calls same-origin through the host's proxy.
    origin: config.corsOrigins,
    credentials: true,
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept-Language',
      'storeId',
      'white-label-group-id',
      'app-name',
      'userId',
      'Cache-Control',
      'Pragma',
      'guestToken',
      'Last-Event-ID',
    ],
    // The login answer carries the new token in this header (spec 3 §4).
    exposedHeaders: ['Authorization'],
  });

  const captcha = new Captcha(ctx);
  const cardProcessor = await cardProcessorFor(config, databaseLedger(ctx.db, clock));
  await app.register(
    async (api) => {
      api.get('/health', async () => ({
        status: 'ok',
        database: database.kind,
        now: clock.now().toISOString(),
      }));
      await registerOpenApiRoutes(api, ctx);
      registerImageRoutes(api, ctx);
      registerCatalogRoutes(api, ctx);
      registerAuthRoutes(api, ctx);
      registerCustomerRoutes(api, ctx);
      registerLoyaltyRoutes(api, ctx);
      registerOrderReadRoutes(api, ctx);
      registerPaymentMethodRoutes(api, ctx);
      registerThumbupRoutes(api, ctx);
      registerCaptchaRoutes(api, ctx, captcha);
      registerServiceRequestRoutes(api, ctx, captcha);
      registerReportRoutes(api, ctx);
      registerCartRoutes(api, ctx);
      registerAddressSuggestionRoutes(api);
      registerOrderPlacementRoutes(api, ctx);
      registerOrderStatusRoutes(api, ctx, statusFeed);
      registerOrderCancelRoutes(api, ctx, cardProcessor);
      await registerPaymentRoutes(api, ctx, captcha, cardProcessor);
      if (config.testEndpoints) {
        api.post('/_test/reset', async () => {
          await resetTables(ctx.db);
          testClock?.set(null);
          return { reset: true };
        });
        api.get('/_test/routes', async () => ({ routes }));
        api.post('/_test/clock', async (request) => {
          const { at } = parseInput(TestClockSchema, request.body, 'body');
          testClock?.set(at === null ? null : new Date(at));
          // What the new time makes due happens before the answer, so a test sees it at once.
          await kitchen?.tick();
          return { now: clock.now().toISOString() };
        });
      }
    },
    { prefix: config.apiBase },
  );
  kitchen?.start();

  return app;
}

/** Empties the database of a built server and reloads the demo data (tests). */
export async function resetDatabase(app: FastifyInstance): Promise<void> {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('Not a server built by buildServer');
  await resetTables(ctx.db);
}

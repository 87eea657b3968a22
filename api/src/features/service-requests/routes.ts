import { ServiceRequestSchema } from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest, ErrorCode, forbidden, loginRequired } from '../../errors.js';
import { storeIdHeader } from '../../http/headers.js';
import { parseInput } from '../../http/validation.js';
import { optionalSession } from '../auth/session.js';
import type { Captcha } from '../captcha/captcha.js';
import { CatalogRepository } from '../catalog/repository.js';

/** Call-server requests from a table (spec 3 §4 "Service request"). */
export function registerServiceRequestRoutes(app: FastifyInstance, ctx: AppContext, captcha: Captcha): void {
  const catalog = new CatalogRepository(ctx);

  app.post('/servicerequest', async (request) => {
    const session = await optionalSession(ctx, request);
    const body = parseInput(ServiceRequestSchema, request.body, 'body');
    const storeId = storeIdHeader(request);
    const store = await catalog.requireStore(storeId);
    if (!store.features?.serviceRequestSupported) {
      throw badRequest('This store does not take service requests', ErrorCode.serviceRequestUnsupported);
    }
    if (!store.serviceRequestList?.some((r) => r.code === body.code)) {
      throw badRequest(`Unknown service request ${body.code}`, ErrorCode.serviceRequestCodeUnknown);
    }
    const userId = request.headers.userid;
    if (userId !== undefined && userId !== '' && session && String(userId) !== String(session.customer.id)) {
      throw forbidden('userId does not match the logged-in customer');
    }
    if (!session && !store.settings?.owaSettings?.allowAnonymousDineInOrder) {
      throw loginRequired('Please log in to request service');
    }
    const table = await catalog.findTable(storeId, body.tableNo);
    if (!table) throw badRequest('Invalid Table Number', ErrorCode.tableNotFound);
    // Checked last: a solved captcha is spent on a request that is otherwise sound.
    if (!(await captcha.redeem(body.captcha))) throw badRequest('Captcha Error', ErrorCode.captchaInvalid);
    const saved = await ctx.db
      .insertInto('service_requests')
      .values({
        store_id: storeId,
        table_no: String(table.table_no),
        code: body.code,
        customer_name:
          body.customerName ||
          (session
            ? [session.customer.first_name, session.customer.last_name].filter(Boolean).join(' ')
            : null) ||
          null,
        telephone: body.telephone || session?.customer.telephone || null,
        customer_id: session?.customer.id ?? null,
        created_at: ctx.clock.now(),
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return {
      id: saved.id,
      storeId,
      tableNo: table.table_no,
      displayTableNo: table.display_table_no,
      code: body.code,
      status: 'SENT',
      createdAt: saved.created_at.toISOString(),
    };
  });
}

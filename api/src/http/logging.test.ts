import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { installErrorHandling } from './errors-handler.js';
import { loggerOptions } from './logging.js';

// The log carries no personal data or secrets (issue 12 point 3): a failing query's parameters, a
// database message quoting its input, sensitive fields of any log call and query strings of the
// access log never reach it.

const SECRETS = [
  'sim_tok_visa_4242_jane',
  '4165550100',
  'Jane Doe',
  '123 Queen St W',
  'M5H 2N2',
  'jane@example.com',
  '246810',
  'tok-abcdef-session',
  'pi_1_secret_x',
];

async function logsOf(run: (app: ReturnType<typeof Fastify>) => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({
    logger: { ...loggerOptions('info'), stream },
    logController: new LogController({ disableRequestLogging: false }),
  });
  installErrorHandling(app);
  app.get('/boom', async () => {
    // What a database driver throws: the statement, its parameters, a message quoting the input.
    throw Object.assign(new Error('insert or update violates foreign key: Key (telephone)=(4165550100)'), {
      code: '23503',
      query: 'insert into payment_methods (processor_token, telephone, name) values ($1, $2, $3)',
      params: ['sim_tok_visa_4242_jane', '4165550100', 'Jane Doe'],
      parameters: ['123 Queen St W', 'M5H 2N2'],
      detail: 'Key (telephone)=(4165550100) is not present',
    });
  });
  await run(app);
  await app.close();
  return lines.join('');
}

test('a failing query logs its code and stack, not its statement, parameters or message', async () => {
  const logs = await logsOf(async (app) => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/boom?telephone=4165550100&email=jane@example.com`);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('4165550100');
  });
  expect(logs).toContain('23503');
  expect(logs).toContain('unhandled error');
  for (const secret of SECRETS) expect(logs).not.toContain(secret);
  expect(logs).not.toContain('insert into');
});

test('sensitive fields of any log call are censored, at any depth', async () => {
  const logs = await logsOf(async (app) => {
    app.log.info(
      {
        telephone: '4165550100',
        token: 'tok-abcdef-session',
        loginCode: '246810',
        customer: { name: 'Jane Doe', email: 'jane@example.com', address: '123 Queen St W' },
        payment: { card: { paymentToken: 'sim_tok_visa_4242_jane', intentSecret: 'pi_1_secret_x' } },
        headers: { authorization: 'tok-abcdef-session' },
        deliveryAddress: { addressLine1: '123 Queen St W', postCode: 'M5H 2N2' },
      },
      'something happened',
    );
  });
  expect(logs).toContain('something happened');
  expect(logs).toContain('[redacted]');
  for (const secret of SECRETS) expect(logs).not.toContain(secret);
});

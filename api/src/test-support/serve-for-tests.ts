// Child-process entry of the API tests: the real server, on an ephemeral port, with the
// configuration the test put in the environment. Prints one ready line with the port.
import { loadConfig } from '../config.js';
import { stopOnSignals } from '../http/shutdown.js';
import { buildServer } from '../server.js';

const config = loadConfig(process.env);
const app = await buildServer(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('The test server has no TCP port.');
const { port } = address;
process.stdout.write(`${JSON.stringify({ owaTestServerReady: true, port })}\n`);

stopOnSignals(app, config.shutdownGraceMs);

// What the host server does with the release directory on each request: which build of each
// remote this diner gets (for /owa/remotes.json and the page's preload hints alike), the diner's
// cookies, and the page views and error reports the automatic rollback counts.
import { pipeline, Transform } from 'node:stream';
import { parseCookie, stringifySetCookie } from 'cookie';
import {
  chooseBuild,
  DINER_COOKIE,
  formatPins,
  isDinerId,
  newDinerId,
  PIN_COOKIE,
  parsePins,
} from './assignment.mjs';
import { attributedBuild, createCanaryWatch } from './canary-watch.mjs';
import { releaseOf } from './directory.mjs';
import { updateDirectoryFile, watchedDirectory } from './directory-file.mjs';

const ONE_YEAR_S = 365 * 24 * 3600;
/** A report larger than this is passed on unread (the API refuses over 20,000 characters anyway). */
const REPORT_READ_LIMIT = 64 * 1024;

/** @typedef {{ name: string, federationName: string, base: string }} RemoteDeployment */
/** @typedef {{ name: string, federationName: string, entry: string, build?: string }} ServedRemote */
/** @typedef {import('fastify').FastifyRequest} Request */

/** `http://cdn/menu` + build → `http://cdn/menu/b/{build}/remoteEntry.js`; no build: the root build. */
/** @param {string} base @param {string | null} build */
export const entryUrl = (base, build) =>
  build ? `${base}/b/${build}/remoteEntry.js` : `${base}/remoteEntry.js`;

/**
 * @param {object} options
 * @param {RemoteDeployment[]} options.remotes
 * @param {string} options.file the release directory (releases.json in the host's data folder)
 * @param {import('./error-rate.mjs').Rule} options.rule
 * @param {(message: string) => void} [options.log]
 */
export function createReleases({ remotes, file, rule, log = console.log }) {
  const directory = watchedDirectory(file, log);
  const watch = createCanaryWatch({
    directory,
    update: (change) => updateDirectoryFile(file, change),
    rule,
    log,
  });

  /**
   * @param {Request} request
   * @param {{ page: boolean }} options a page remembers a `?remotes=` pin for the tab's session
   *   (the cookie dies with the browser session; `?remotes=` with nothing clears it)
   */
  function choose(request, { page }) {
    const cookies = parseCookie(request.headers.cookie ?? '');
    const secure = request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
    const common = { path: '/owa', sameSite: /** @type {const} */ ('lax'), httpOnly: true, secure };
    /** @type {string[]} */
    const setCookies = [];
    let dinerId = cookies[DINER_COOKIE];
    if (!isDinerId(dinerId)) {
      dinerId = newDinerId();
      setCookies.push(
        stringifySetCookie({ name: DINER_COOKIE, value: dinerId, maxAge: ONE_YEAR_S, ...common }),
      );
    }
    const query = new URL(request.raw.url ?? '/', 'http://host').searchParams.get('remotes');
    const pins = parsePins(query ?? cookies[PIN_COOKIE]);
    if (page && query !== null) {
      const value = formatPins(pins);
      setCookies.push(
        stringifySetCookie({ name: PIN_COOKIE, value, ...common, ...(value ? {} : { maxAge: 0 }) }),
      );
    }
    const current = directory();
    const served = remotes.map((remote) => {
      const { build } = chooseBuild(
        releaseOf(current, remote.name),
        remote.name,
        dinerId,
        pins.get(remote.name),
      );
      /** @type {ServedRemote} */
      const entry = {
        name: remote.name,
        federationName: remote.federationName,
        entry: entryUrl(remote.base, build),
      };
      return build ? { ...entry, build } : entry;
    });
    return { remotes: served, setCookies };
  }

  /** One answer of /owa/remotes.json is one page view of each build it names. */
  /** @param {ServedRemote[]} served */
  function countPageView(served) {
    for (const remote of served) watch.pageView(remote.name, remote.build ?? null);
  }

  /**
   * Reads the error reports pages send to the API through this server (`POST {path}`) on their
   * way, and passes each on unchanged.
   * @param {import('fastify').FastifyInstance} app
   * @param {string} path
   */
  function watchErrorReports(app, path) {
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (request.method !== 'POST' || (request.raw.url ?? '').split('?')[0] !== path) return payload;
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      // Read as it passes: the body goes on to the API as it arrives, byte for byte.
      const tap = /** @type {Transform & { receivedEncodedLength: number }} */ (
        new Transform({
          transform(chunk, _encoding, done) {
            size += chunk.length;
            tap.receivedEncodedLength = size;
            if (size <= REPORT_READ_LIMIT) chunks.push(chunk);
            done(null, chunk);
          },
          flush(done) {
            if (size <= REPORT_READ_LIMIT) countReport(Buffer.concat(chunks));
            done();
          },
        })
      );
      tap.receivedEncodedLength = 0;
      pipeline(payload, tap, () => undefined);
      return tap;
    });
  }

  /** @param {Buffer} body */
  function countReport(body) {
    let report;
    try {
      report = JSON.parse(body.toString('utf8'));
    } catch {
      return;
    }
    const source = attributedBuild(report?.error);
    if (source && remotes.some((remote) => remote.name === source.remote))
      watch.errorReport(source.remote, source.build);
  }

  /** Every build some diner is served now: the stable and canary builds of each remote. */
  function servedEntries() {
    const current = directory();
    return remotes.flatMap((remote) => {
      const { stable, canary } = releaseOf(current, remote.name);
      return [stable, canary?.build ?? null].map((build) => ({
        name: remote.name,
        entry: entryUrl(remote.base, build),
      }));
    });
  }

  return { choose, countPageView, watchErrorReports, servedEntries };
}

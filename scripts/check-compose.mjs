// Validates docker-compose.yml without a Docker engine: docker-compose's own `config` check, then
// the project's rules (one service and one Dockerfile per deployable, the host wired to the remotes).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './deployables.mjs';

const DEPLOYABLES = ['api', 'host', 'mfe-menu', 'mfe-cart-checkout', 'mfe-account-loyalty'];
const problems = [];

const compose = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '--quiet'], {
  cwd: ROOT,
  encoding: 'utf8',
});
if (compose.error) problems.push(`docker-compose is not installed (run setup.sh): ${compose.error.message}`);
else if (compose.status !== 0) problems.push(`docker-compose config: ${compose.stderr.trim()}`);

const file = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
const services = Object.keys(file.services ?? {});
if (services.sort().join() !== [...DEPLOYABLES].sort().join()) {
  problems.push(`services should be exactly ${DEPLOYABLES.join(', ')}; found ${services.join(', ')}`);
}
for (const name of DEPLOYABLES) {
  const service = file.services?.[name];
  const dockerfile = service?.build?.dockerfile;
  if (dockerfile !== `${name}/Dockerfile`)
    problems.push(`${name}: builds from ${dockerfile}, expected ${name}/Dockerfile`);
  else if (!existsSync(path.join(ROOT, dockerfile))) problems.push(`${name}: ${dockerfile} does not exist`);
}
const hostEnvironment = file.services?.host?.environment ?? {};
for (const variable of ['API_URL', 'MFE_MENU_URL', 'MFE_CART_CHECKOUT_URL', 'MFE_ACCOUNT_LOYALTY_URL']) {
  if (!hostEnvironment[variable]) problems.push(`host: ${variable} is not set`);
}

// Releases outlive containers: the host's release directory and each remote's published builds
// are kept in named volumes, mounted where the service is told to keep them.
/** @param {string} name @param {string} variable */
function keptInVolume(name, variable) {
  const service = file.services?.[name];
  const folder = service?.environment?.[variable];
  if (!folder) return problems.push(`${name}: ${variable} is not set`);
  const mounted = (service.volumes ?? []).some((/** @type {unknown} */ volume) => {
    const [source, target] = String(volume).split(':');
    return target === folder && source !== undefined && source in (file.volumes ?? {});
  });
  if (!mounted) problems.push(`${name}: no named volume is mounted at ${variable} (${folder})`);
}
keptInVolume('host', 'OWA_RELEASE_DIR');
for (const name of ['mfe-menu', 'mfe-cart-checkout', 'mfe-account-loyalty'])
  keptInVolume(name, 'OWA_BUILDS_DIR');

if (problems.length > 0) {
  console.error(`docker-compose.yml is not valid:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`docker-compose.yml is valid: ${services.length} services, one Dockerfile each`);

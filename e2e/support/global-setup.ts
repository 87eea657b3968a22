import { E2E_PORT_BASE, startSite } from './site';

export default async function globalSetup() {
  const site = await startSite(E2E_PORT_BASE);
  return async () => site.stop();
}

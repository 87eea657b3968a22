import { E2E_PORT_BASE, startSite } from './site';

export default async function globalSetup() {
  // Journeys reset the demo data where they change it (orders, points, cards): see support/journey.ts.
  const site = await startSite(E2E_PORT_BASE, { OWA_TEST_ENDPOINTS: '1' });
  return async () => site.stop();
}

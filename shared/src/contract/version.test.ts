import packageJson from '../../package.json';
import { CONTRACT_VERSION } from './version';

describe('contract semantic version', () => {
  it('matches the package version the remotes are built against', () => {
    expect(CONTRACT_VERSION).toBe(packageJson.version);
    expect(CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

import packageJson from '../../package.json';
import { CONTRACT_VERSION, checkContract } from './version';

describe('contract semantic version', () => {
  it('matches the package version', () => {
    expect(CONTRACT_VERSION).toBe(packageJson.version);
  });

  it.each([
    ['^1.0.0', '1.0.0', true],
    ['^1.0.0', '1.4.2', true],
    ['^1.2.0', '1.1.9', false],
    ['^2.0.0', '1.9.9', false],
    ['^1.0.0', '2.0.0', false],
    ['not a range', '1.0.0', false],
  ])('a remote built against %s on a page with %s is compatible: %s', (range, provided, compatible) => {
    expect(checkContract(range, provided).compatible).toBe(compatible);
  });
});

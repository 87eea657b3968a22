import { CONTRACT_VERSION } from '@owa/shared';
import { checkContract } from './contract-check';

describe('contract version check of a remote', () => {
  it.each([
    ['^1.0.0', '1.0.0', true],
    ['^1.0.0', '1.4.2', true],
    ['^1.2.0', '1.1.9', false],
    ['^2.0.0', '1.9.9', false],
    ['^1.0.0', '2.0.0', false],
    ['1.0.0', '1.0.0', true],
    ['not a range', '1.0.0', false],
    ['*', '1.0.0', false],
  ])('a remote built against %s on a page with %s is compatible: %s', (range, provided, compatible) => {
    expect(checkContract(range, provided).compatible).toBe(compatible);
  });

  it('checks against the contract the page carries by default', () => {
    expect(checkContract(`^${CONTRACT_VERSION}`)).toEqual({
      compatible: true,
      required: `^${CONTRACT_VERSION}`,
      provided: CONTRACT_VERSION,
    });
  });
});

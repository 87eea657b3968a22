import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@owa/shared';

export interface ContractCheck {
  readonly compatible: boolean;
  readonly required: string;
  readonly provided: string;
}

/**
 * Does the contract on this page satisfy the range a remote was built against? The federation
 * runtime's own semver matcher is already on the page, so no second semver library ships.
 */
export function checkContract(requiredRange: string, provided: string = CONTRACT_VERSION): ContractCheck {
  let compatible = false;
  try {
    compatible = /^\^?\d+\.\d+\.\d+$/.test(requiredRange) && satisfy(provided, requiredRange);
  } catch {
    compatible = false;
  }
  return { compatible, required: requiredRange, provided };
}

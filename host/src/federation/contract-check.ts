import { CONTRACT_VERSION } from '@owa/shared';
import { contractSatisfied } from './contract-rule.mjs';

export interface ContractCheck {
  readonly compatible: boolean;
  readonly required: string;
  readonly provided: string;
}

/**
 * Does the contract on this page satisfy the range a remote was built against? The same rule
 * refuses an incompatible build before release (`pnpm release canary`), so a page meets one only
 * when a remote's root build is replaced outside the release directory.
 */
export function checkContract(requiredRange: string, provided: string = CONTRACT_VERSION): ContractCheck {
  return { compatible: contractSatisfied(requiredRange, provided), required: requiredRange, provided };
}

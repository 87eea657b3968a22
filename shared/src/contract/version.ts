import satisfies from 'semver/functions/satisfies';

/**
 * The contract's semantic version. A breaking change to an event, a channel, a route, the API
 * client or the design kit is a new major. Keep in step with shared/package.json (a test checks).
 */
export const CONTRACT_VERSION = '1.0.0';

export interface ContractCheck {
  readonly compatible: boolean;
  readonly required: string;
  readonly provided: string;
}

/** Does the contract on this page satisfy the range a remote was built against? */
export function checkContract(requiredRange: string, provided: string = CONTRACT_VERSION): ContractCheck {
  let compatible = false;
  try {
    compatible = satisfies(provided, requiredRange);
  } catch {
    compatible = false;
  }
  return { compatible, required: requiredRange, provided };
}

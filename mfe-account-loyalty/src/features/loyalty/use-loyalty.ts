import { useAccountSelector } from '../../lib/hooks';
import { selectActiveRewardId, selectLoyalty } from './loyalty-slice';

/** The loyalty state the cards and dialogs read, with the active reward's id. */
export function useLoyalty() {
  const loyalty = useAccountSelector(selectLoyalty);
  const activeRewardId = useAccountSelector(selectActiveRewardId);
  return { ...loyalty, activeRewardId };
}

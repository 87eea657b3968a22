import { useCallback, useState } from 'react';
import { dialogView, loadItemDialog } from './connect-item-dialog';

/**
 * A press that opens the item dialog before its code is here (a first tap as the page shows, on a
 * slow link): `busy` until the code has come, so the pressed control answers in its next frame.
 */
export function useOpeningPress(): { readonly busy: boolean; readonly press: () => void } {
  const [busy, setBusy] = useState(false);
  const press = useCallback(() => {
    if (dialogView()) return;
    setBusy(true);
    void loadItemDialog()
      .catch(() => undefined)
      .then(() => setBusy(false));
  }, []);
  return { busy, press };
}

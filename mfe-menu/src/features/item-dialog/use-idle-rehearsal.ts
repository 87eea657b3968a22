import { whenPageInteractive } from '@owa/shared';
import { type Dispatch, type SetStateAction, startTransition, useEffect, useState } from 'react';
import { loadItemDialog } from './connect-item-dialog';

type Stage = 'waiting' | 'due' | 'done';

const moveOn = (set: Dispatch<SetStateAction<Stage>>, from: Stage, to: Stage) =>
  startTransition(() => set((current) => (current === from ? to : current)));

/**
 * When the item dialog's rehearsal is drawn (ItemDialogRehearsal.tsx): once the page is interactive
 * and then idle (`whenPageInteractive`, as the other teams' idle work) and the dialog's code, which
 * that idle time loads, is here; in a transition, so a press interrupts it. Never once the diner
 * has opened the dialog: the first open is behind them.
 */
export function useIdleRehearsal(open: boolean): { readonly due: boolean; readonly done: () => void } {
  const [stage, setStage] = useState<Stage>('waiting');
  useEffect(() => {
    let live = true;
    const cancel = whenPageInteractive(() =>
      loadItemDialog().then(
        () => live && moveOn(setStage, 'waiting', 'due'),
        () => undefined,
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, []);
  useEffect(() => {
    if (open) setStage('done');
  }, [open]);
  return { due: stage === 'due', done: () => moveOn(setStage, 'due', 'done') };
}

import { render } from '@testing-library/react';
import { settledYet } from '../../../tools/jest/settled-yet';
import { createShownSignal, type ShownSignal } from './shown-signal';

function Part({ signal, whole }: { readonly signal: ShownSignal; readonly whole: boolean }) {
  signal.useMarkShown(whole);
  return <p>{whole ? 'whole' : 'loading'}</p>;
}

describe('a shown signal (the shell shows the page once its parts are whole)', () => {
  it('stays pending while the part renders unfinished, and settles once it has rendered whole', async () => {
    const signal = createShownSignal();
    const { rerender } = render(<Part signal={signal} whole={false} />);
    expect(await settledYet(signal.shown)).toBe(false);

    rerender(<Part signal={signal} whole />);
    expect(await settledYet(signal.shown)).toBe(true);
  });

  it('belongs to its own part: another signal is not marked', async () => {
    const header = createShownSignal();
    const menu = createShownSignal();
    render(<Part signal={header} whole />);
    expect(await settledYet(header.shown)).toBe(true);
    expect(await settledYet(menu.shown)).toBe(false);
  });
});

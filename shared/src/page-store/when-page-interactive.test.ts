import { bus } from '../bus/bus';
import { whenPageInteractive, whenPageShown } from './page-store';

const shell = bus.publisherFor('shell');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('whenPageInteractive', () => {
  it('waits while the page is shown but not interactive, then runs once when idle', () => {
    shell.publish('shell:page', { shown: true, interactive: false });
    const task = jest.fn();
    whenPageInteractive(task);
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    shell.publish('shell:page', { shown: true, interactive: true });
    shell.publish('shell:page', { shown: true, interactive: true });
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a task asked for after the page became interactive (the replayed phase)', () => {
    shell.publish('shell:page', { shown: true, interactive: true });
    const task = jest.fn();
    whenPageInteractive(task);
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a cancelled task never runs', () => {
    shell.publish('shell:page', { shown: false, interactive: false });
    const task = jest.fn();
    const cancel = whenPageInteractive(task);
    cancel();
    shell.publish('shell:page', { shown: true, interactive: true });
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('whenPageShown', () => {
  it('runs once the page has painted, without waiting for interactive', () => {
    shell.publish('shell:page', { shown: false, interactive: false });
    const task = jest.fn();
    whenPageShown(task);
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    shell.publish('shell:page', { shown: true, interactive: false });
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

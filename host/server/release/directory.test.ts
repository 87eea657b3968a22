import {
  dropFailingCanary,
  emptyDirectory,
  HISTORY_KEPT,
  knownBuilds,
  parseDirectory,
  promote,
  type ReleaseDirectory,
  releaseOf,
  rollback,
  startCanary,
} from './directory.mjs';

const stamp = (minute = 0) => ({ at: new Date(Date.UTC(2025, 0, 1, 12, minute)), by: 'test' });
const menu = (directory: ReleaseDirectory) => releaseOf(directory, 'mfe-menu');

describe('the release steps', () => {
  test('a remote never released serves its root build to everyone', () => {
    expect(menu(emptyDirectory())).toEqual({ stable: null, canary: null, previous: [], history: [] });
  });

  test('canary, promote, rollback: each step recorded, rollback returns to the stable build before', () => {
    let directory = startCanary(emptyDirectory(), 'mfe-menu', 'b2', 10, stamp(1));
    expect(menu(directory)).toMatchObject({ stable: null, canary: { build: 'b2', percent: 10 } });
    directory = promote(directory, 'mfe-menu', stamp(2));
    expect(menu(directory)).toMatchObject({ stable: 'b2', canary: null, previous: [null] });
    directory = promote(startCanary(directory, 'mfe-menu', 'b3', 50, stamp(3)), 'mfe-menu', stamp(4));
    expect(menu(directory)).toMatchObject({ stable: 'b3', previous: [null, 'b2'] });
    directory = rollback(directory, 'mfe-menu', stamp(5));
    expect(menu(directory)).toMatchObject({ stable: 'b2', canary: null, previous: [null] });
    directory = rollback(directory, 'mfe-menu', stamp(6));
    expect(menu(directory)).toMatchObject({ stable: null, previous: [] });
    expect(menu(directory).history.map((event) => `${event.action} ${event.build}`)).toEqual([
      'canary b2',
      'promote b2',
      'canary b3',
      'promote b3',
      'rollback b2',
      'rollback null',
    ]);
    expect(() => rollback(directory, 'mfe-menu', stamp(7))).toThrow('no earlier stable build');
  });

  test('rollback with a canary running drops the canary and keeps the stable build', () => {
    const promoted = promote(
      startCanary(emptyDirectory(), 'mfe-menu', 'b2', 10, stamp(1)),
      'mfe-menu',
      stamp(2),
    );
    const directory = rollback(startCanary(promoted, 'mfe-menu', 'b3', 10, stamp(3)), 'mfe-menu', stamp(4));
    expect(menu(directory)).toMatchObject({ stable: 'b2', canary: null, previous: [null] });
    expect(menu(directory).history.at(-1)).toMatchObject({ action: 'rollback', reason: 'canary b3 dropped' });
  });

  test('steps that make no sense are refused with the reason', () => {
    const directory = emptyDirectory();
    expect(() => promote(directory, 'mfe-menu', stamp())).toThrow('mfe-menu has no canary to promote');
    expect(() => startCanary(directory, 'mfe-menu', '../etc', 10, stamp())).toThrow('is not a build id');
    for (const percent of [0, -5, 100.5, 12.345, Number.NaN])
      expect(() => startCanary(directory, 'mfe-menu', 'b2', percent, stamp())).toThrow('--percent');
    const stable = promote(startCanary(directory, 'mfe-menu', 'b2', 100, stamp()), 'mfe-menu', stamp());
    expect(() => startCanary(stable, 'mfe-menu', 'b2', 10, stamp())).toThrow('already the stable build');
  });

  test('a canary the host measured is dropped with its reason; a canary replaced meanwhile is not', () => {
    const directory = startCanary(emptyDirectory(), 'mfe-menu', 'b2', 10, stamp());
    const dropped = dropFailingCanary(directory, 'mfe-menu', 'b2', 'error rate 60%', stamp(1));
    expect(menu(dropped).canary).toBeNull();
    expect(menu(dropped).history.at(-1)).toMatchObject({
      action: 'auto-rollback',
      build: null,
      reason: 'error rate 60%',
      by: 'test',
    });
    expect(dropFailingCanary(directory, 'mfe-menu', 'b9', 'error rate 60%', stamp(1))).toBe(directory);
  });

  test('the history is bounded; every build named in it can still be pinned', () => {
    let directory = emptyDirectory();
    for (let step = 0; step < HISTORY_KEPT + 10; step += 1)
      directory = startCanary(directory, 'mfe-menu', `b${step}`, 5, stamp());
    expect(menu(directory).history).toHaveLength(HISTORY_KEPT);
    expect(knownBuilds(menu(directory)).has(`b${HISTORY_KEPT + 9}`)).toBe(true);
    expect(knownBuilds(menu(directory)).has('b0')).toBe(false);
  });
});

describe('reading a directory', () => {
  test('its own output reads back the same', () => {
    const directory = promote(
      startCanary(emptyDirectory(), 'mfe-menu', 'b2', 10, stamp()),
      'mfe-menu',
      stamp(),
    );
    expect(parseDirectory(JSON.parse(JSON.stringify(directory)))).toEqual(directory);
  });

  test('a damaged file is refused and says where', () => {
    expect(() => parseDirectory({ version: 1, remotes: { 'mfe-menu': { stable: 'x y' } } })).toThrow(
      /release directory is not valid: remotes\.mfe-menu\.stable/,
    );
    expect(() => parseDirectory([])).toThrow('release directory is not valid');
  });
});

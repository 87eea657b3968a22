import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CHAKRA_ESM, filesUnder, siteSourceFiles } from '../testing/source-files';
import { LAYER_PROPERTIES, registerLayerProperties } from './layer-properties';

/** zag's dismissable package, found the way the dialogs reach it (Chakra, then Ark, then zag). */
function zagDismissableDist(): string {
  const chakra = createRequire(require.resolve('@chakra-ui/react'));
  const ark = createRequire(chakra.resolve('@ark-ui/react'));
  const dialog = createRequire(ark.resolve('@zag-js/dialog'));
  return dirname(dialog.resolve('@zag-js/dismissable'));
}

describe("zag's layer properties do not inherit", () => {
  it("covers every custom property zag's layer stack writes", () => {
    const source = readFileSync(join(zagDismissableDist(), 'layer-stack.mjs'), 'utf8');
    const written = [...source.matchAll(/setProperty\(["'](--[\w-]+)["']/g)].map((match) => match[1]);
    expect(written.length).toBeGreaterThan(0);
    expect([...new Set(written)].sort()).toEqual([...LAYER_PROPERTIES].sort());
  });

  it("reads the nesting count nowhere (Chakra's recipes, the site), so it need not inherit", () => {
    const chakra = filesUnder(join(CHAKRA_ESM, 'theme'), /\.js$/);
    expect(chakra.length).toBeGreaterThan(50);
    const readers = [...chakra, ...siteSourceFiles()].filter((file) =>
      readFileSync(file, 'utf8').includes('var(--nested-layer-count'),
    );
    expect(readers).toEqual([]);
  });

  it('registers them as properties of the element they are written on', () => {
    const registerProperty = jest.fn();
    registerLayerProperties({ registerProperty });
    expect(registerProperty.mock.calls.map(([definition]) => definition)).toEqual(
      LAYER_PROPERTIES.map((name) => ({ name, syntax: '*', inherits: false })),
    );
  });

  it('leaves a registration the other entry made, and a browser without registerProperty, as they are', () => {
    const registerProperty = jest.fn(() => {
      throw new DOMException('already registered', 'InvalidModificationError');
    });
    expect(() => registerLayerProperties({ registerProperty })).not.toThrow();
    expect(registerProperty).toHaveBeenCalledTimes(LAYER_PROPERTIES.length);
    expect(() => registerLayerProperties(undefined)).not.toThrow();
  });
});

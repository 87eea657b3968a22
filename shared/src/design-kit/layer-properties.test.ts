import { LAYER_PROPERTIES, registerLayerProperties } from './layer-properties';

describe("zag's layer properties do not inherit", () => {
  it('registers --layer-index and --z-index as properties of the element they are written on', () => {
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

interface Descriptor {
  readonly id: string;
  readonly defaultMessage: string;
}

/** Keys made unique for the package catalogue: `addToCart` becomes `itemDialogAddToCart`. */
export function prefixedKeys<P extends string, T extends Record<string, Descriptor>>(prefix: P, messages: T) {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`,
      value,
    ]),
  ) as { readonly [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };
}

/** Item dialog messages (ids prefixed `itemDialog.`). */

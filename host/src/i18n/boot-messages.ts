/** The few the first paint needs (the basic header row): the rest stay out of the eager bundle. */
export const bootMessages = {
  home: { id: 'shell.header.home', defaultMessage: 'Home' },
  headerLabel: { id: 'shell.header.label', defaultMessage: 'Site' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

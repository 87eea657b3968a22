// mfe-menu built with a deliberate difference, for the release journeys (e2e/tests/release.spec.ts):
// OWA_MENU_VARIANT=new-placeholder changes the search field's English placeholder;
// OWA_MENU_VARIANT=throws-on-mount makes the menu's route application throw when mounted.
// Everything else is the menu team's own configuration.
import path from 'node:path';
import config from '../../../mfe-menu/rspack.config.mjs';

const variant = process.env.OWA_MENU_VARIANT;
if (variant !== 'new-placeholder' && variant !== 'throws-on-mount')
  throw new Error('OWA_MENU_VARIANT must be new-placeholder or throws-on-mount');

config.module.rules.push({
  test: /[\\/]mfe-menu[\\/]src[\\/](?:entry\.ts|i18n[\\/]locales[\\/]en\.json)$/,
  enforce: 'pre',
  use: [{ loader: path.join(import.meta.dirname, 'variant-loader.cjs'), options: { variant } }],
});

export default config;

// What the apps use of react-intl, shared in its place (tools/build-preset aliases `react-intl` here
// in the browser builds): a shared module cannot be tree-shaken, and all of react-intl put its
// Formatted* components, injectIntl and react-is on the page's critical path. Need another export?
// Add it here first: the bundler only warns about a missing one, which is undefined at run time.
export { createIntl, FormattedMessage, IntlProvider, useIntl } from 'react-intl/lib/index.js';

// The one difference of a menu variant (see rspack.config.mjs beside it).
const path = require('node:path');

/** The placeholder a diner served the new build sees in the search field. */
const NEW_PLACEHOLDER = 'Search the new menu';

module.exports = function menuVariant(source) {
  const { variant } = this.getOptions();
  const file = path.basename(this.resourcePath);
  if (variant === 'new-placeholder' && file === 'en.json') {
    const catalogue = JSON.parse(source);
    catalogue['menu.search.placeholder'] = NEW_PLACEHOLDER;
    return JSON.stringify(catalogue);
  }
  if (variant === 'throws-on-mount' && file === 'entry.ts') {
    return `${source}
applications.main = {
  ...applications.main,
  mount: () => Promise.reject(new Error('this build of the menu fails on mount (release journey)')),
};
`;
  }
  return source;
};
module.exports.NEW_PLACEHOLDER = NEW_PLACEHOLDER;

// Compiles a message catalogue (flat JSON of ICU strings) to react-intl's AST at build time, so the
// page needs no ICU parser at run time. An invalid message fails the build.
const { createRequire } = require('node:module');
const path = require('node:path');

module.exports = function compileCatalogue(source) {
  // The parser react-intl itself uses, found from the app being built.
  const appRequire = createRequire(path.join(this.rootContext, 'package.json'));
  const intlRequire = createRequire(appRequire.resolve('react-intl'));
  const messageFormatRequire = createRequire(intlRequire.resolve('intl-messageformat'));
  const { parse } = messageFormatRequire('@formatjs/icu-messageformat-parser');
  const catalogue = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalogue)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message ${id} is not valid ICU: ${error.message}`);
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};

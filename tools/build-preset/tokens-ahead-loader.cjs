// Chakra's createSystem builds the theme's token dictionary (a CSS variable and a reference for
// each of ~500 tokens) in the same task as the rest of the system: ~70 % of the shell's longest
// start-up task, 20–30 ms on a fast CPU and so ~100 ms on a phone. This lets the shell build the
// dictionary ahead: `createSystem.buildTokensInSteps(config)` builds it with a pause (a `yield`)
// between its steps (where token-steps-loader.cjs has cut its build in steps; none otherwise) and
// keeps it for that config, and the next `createSystem(config)` takes it instead of building its
// own. A system built without it is built as before.
// shared/src/design-kit/tokens-ahead.test.ts checks the rewrite against Chakra's file (its ES module
// and CommonJS builds have the same lines, with module prefixes in the latter).
const BUILD =
  /( {2}const config = ((?:\w+\.)?mergeConfigs)\(\.\.\.configs\);\n[\s\S]*?)( {2}const tokens = )((?:\w+\.)?createTokenDictionary)(\(\{\n {4}breakpoints: theme\.breakpoints,\n {4}tokens: theme\.tokens,\n {4}semanticTokens: theme\.semanticTokens,\n {4}prefix: cssVarsPrefix\n {2}\}\);)/;

function tokensAhead(source) {
  const found = BUILD.exec(source);
  if (!found)
    throw new Error('styled-system/system.js: the token dictionary moved (Chakra changed its build)');
  const [whole, head, merge, declaration, build, args] = found;
  const rewritten = `${head}${declaration}owaTakeTokensAhead(configs) ?? ${build}${args}`;
  const helpers = `
const owaTokensAhead = new WeakMap();
function owaTakeTokensAhead(configs) {
  const tokens = configs.length === 1 ? owaTokensAhead.get(configs[0]) : undefined;
  if (tokens) owaTokensAhead.delete(configs[0]);
  return tokens;
}
createSystem.buildTokensInSteps = function* buildTokensInSteps(config) {
  const { theme = {}, cssVarsPrefix = "chakra" } = ${merge}(config);
  const owaSteps = [];
  const tokens = ${build}({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix,
    owaSteps
  });
  for (const step of owaSteps) {
    yield;
    step();
  }
  owaTokensAhead.set(config, tokens);
  return tokens;
};
`;
  return `${source.replace(whole, rewritten)}${helpers}`;
}

module.exports = tokensAhead;

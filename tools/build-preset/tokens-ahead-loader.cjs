// Chakra's createSystem builds the theme's token dictionary (a CSS variable and a reference for
// each of ~500 tokens) in the same task as the rest of the system: ~70 % of the shell's longest
// start-up task, 20–30 ms on a fast CPU and so ~100 ms on a phone. This lets the shell build the
// dictionary ahead: `createSystem.buildTokensInSteps(...configs)` merges the configs and builds the
// dictionary with a pause (a `yield`) before each of its steps (where token-steps-loader.cjs has cut
// its build in steps; none otherwise), and keeps both for those configs; the next
// `createSystem(...configs)` with the same configs takes them instead of merging and building its
// own. Each merge clones the whole config (5–15 ms in a cold load on a fast CPU, with the garbage
// it leaves), so the two builds share one. A system built without it is built as before.
// shared/src/design-kit/tokens-ahead.test.ts checks the rewrite against Chakra's file (its ES module
// and CommonJS builds have the same lines, with module prefixes in the latter).
const BUILD =
  /( {2}const config = ((?:\w+\.)?mergeConfigs)\(\.\.\.configs\);\n[\s\S]*?)( {2}const tokens = )((?:\w+\.)?createTokenDictionary)(\(\{\n {4}breakpoints: theme\.breakpoints,\n {4}tokens: theme\.tokens,\n {4}semanticTokens: theme\.semanticTokens,\n {4}prefix: cssVarsPrefix\n {2}\}\);)/;

function tokensAhead(source) {
  const found = BUILD.exec(source);
  if (!found)
    throw new Error('styled-system/system.js: the token dictionary moved (Chakra changed its build)');
  const [whole, head, merge, declaration, build, args] = found;
  const mergeCall = `  const config = ${merge}(...configs);\n`;
  const takeAhead = `  const owaBuiltAhead = owaTakeAhead(configs);
  const config = owaBuiltAhead?.config ?? ${merge}(...configs);
`;
  const rewritten = `${head.replace(mergeCall, takeAhead)}${declaration}owaBuiltAhead?.tokens ?? ${build}${args}`;
  const helpers = `
const owaAhead = new WeakMap();
function owaTakeAhead(configs) {
  const last = configs[configs.length - 1];
  const ahead = last ? owaAhead.get(last) : undefined;
  if (!ahead || ahead.configs.length !== configs.length || ahead.configs.some((c, i) => c !== configs[i]))
    return undefined;
  owaAhead.delete(last);
  return ahead;
}
createSystem.buildTokensInSteps = function* buildTokensInSteps(...configs) {
  const config = ${merge}(...configs);
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
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
  const last = configs[configs.length - 1];
  if (last) owaAhead.set(last, { configs, config, tokens });
  return tokens;
};
`;
  if (!head.includes(mergeCall))
    throw new Error('styled-system/system.js: the config merge moved (Chakra changed its build)');
  return `${source.replace(whole, rewritten)}${helpers}`;
}

module.exports = tokensAhead;

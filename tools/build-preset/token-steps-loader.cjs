// Chakra's token dictionary (a CSS variable and a reference for each of ~500 tokens) is built in one
// call: 16–64 ms on a fast CPU in the shell's start, so a task of 60–250 ms on a phone, the start's
// longest. This lets a caller take the build in steps, each in a task of its own: with
// `options.owaSteps` (an array), `createTokenDictionary` puts its build's steps there and returns
// the dictionary unbuilt; the caller runs the steps in order, and the dictionary is whole after the
// last. Without it the dictionary is built at once, as published. The steps are the build's own
// calls in its own order, one a step (the registration two: the plain tokens, then the semantic
// ones), and its views (the maps of variables, references and colour palettes) in four parts of the
// tokens. Cut in three, as it was first, a step was still 20–35 ms in a cold load on a fast CPU
// (the registration, or the views: docs/performance.md).
// shared/src/design-kit/tokens-ahead.test.ts checks the rewrite against Chakra's file.
const BUILD_BODY =
  / {2}function build\(\) \{\n {4}applyMiddlewares\("pre"\);\n {4}applyTransforms\("pre"\);\n {4}addConditionalTokens\(\);\n {4}addReferences\(\);\n {4}(expandTokenReferences(?:\$1)?)\(\);\n {4}applyMiddlewares\("post"\);\n {4}applyTransforms\("post"\);\n {4}setupViews\(\);\n {2}\}\n/;
const TAIL =
  / {2}registerTokens\(\);\n {2}registerTransform\(\.\.\.((?:\w+\.)?tokenTransforms)\);\n {2}registerMiddleware\(\.\.\.((?:\w+\.)?tokenMiddlewares)\);\n {2}build\(\);\n {2}return dictionary;\n\}/;

// The registration walks the plain tokens, then the semantic ones: rewritten to take either alone.
const REGISTER = / {2}function registerTokens\(\) \{\n {4}((?:\w+\.)?walkObject)\(\n {6}computedTokens,\n/;
const REGISTER_SEMANTIC = /\n {4}((?:\w+\.)?walkObject)\(\n {6}semanticTokens,\n/;

// The views of all tokens, then the category map's JSON; rewritten to take the tokens in parts.
const VIEWS =
  / {2}function setupViews\(\) \{\n {4}allTokens\.forEach\(\(token\) => \{\n((?: {6}build\w+\(token\);\n)+) {4}\}\);\n {4}(byCategoryJson = [^\n]+)\n {2}\}\n/;
const VIEW_PARTS = 4;

function tokenSteps(source) {
  const body = BUILD_BODY.exec(source);
  const tail = TAIL.exec(source);
  const views = VIEWS.exec(source);
  const register = REGISTER.exec(source);
  const registerSemantic = REGISTER_SEMANTIC.exec(source);
  if (!body || !tail || !views || !register || !registerSemantic)
    throw new Error('styled-system/token-dictionary.js: the build moved (Chakra changed its build)');
  const [, expand] = body;
  const [whole, transforms, middlewares] = tail;
  const [viewsWhole, eachToken, categoryJson] = views;
  const viewsInParts = `  function setupViews(from = 0, to = allTokens.length) {
    allTokens.slice(from, to).forEach((token) => {
${eachToken}    });
    if (to >= allTokens.length) ${categoryJson}
  }
`;
  const stepped = `  const owaSteps = [
    () => registerTokens("plain"),
    () => {
      registerTokens("semantic");
      registerTransform(...${transforms});
      registerMiddleware(...${middlewares});
    },
    () => applyMiddlewares("pre"),
    () => applyTransforms("pre"),
    () => addConditionalTokens(),
    () => addReferences(),
    () => ${expand}(),
    () => applyMiddlewares("post"),
    () => applyTransforms("post"),
    ...Array.from({ length: ${VIEW_PARTS} }, (_, part) => () => {
      const size = Math.ceil(allTokens.length / ${VIEW_PARTS});
      setupViews(part * size, Math.min(allTokens.length, (part + 1) * size));
    })
  ];
  if (Array.isArray(options.owaSteps)) {
    options.owaSteps.push(...owaSteps);
    return dictionary;
  }
  owaSteps.forEach((step) => step());
  return dictionary;
}`;
  return source
    .replace(
      register[0],
      `  function registerTokens(part) {\n    if (part !== "semantic") ${register[1]}(\n      computedTokens,\n`,
    )
    .replace(
      registerSemantic[0],
      `\n    if (part !== "plain") ${registerSemantic[1]}(\n      semanticTokens,\n`,
    )
    .replace(viewsWhole, viewsInParts)
    .replace(whole, stepped);
}

module.exports = tokenSteps;

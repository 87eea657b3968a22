// Chakra's token dictionary (a CSS variable and a reference for each of ~500 tokens) is built in one
// call: 16–64 ms on a fast CPU in the shell's start, so a task of 60–250 ms on a phone, the start's
// longest. This lets a caller take the build in steps, each in a task of its own: with
// `options.owaSteps` (an array), `createTokenDictionary` puts its build's steps there and returns
// the dictionary unbuilt; the caller runs the steps in order, and the dictionary is whole after the
// last. Without it the dictionary is built at once, as published. The steps are the build's own
// calls in its own order, cut in three of about equal cost (a Node probe of the phases: the token
// registration and "pre" passes; the references and "post" middlewares; the "post" transforms and
// the views). shared/src/design-kit/tokens-ahead.test.ts checks the rewrite against Chakra's file.
const BUILD_BODY =
  / {2}function build\(\) \{\n {4}applyMiddlewares\("pre"\);\n {4}applyTransforms\("pre"\);\n {4}addConditionalTokens\(\);\n {4}addReferences\(\);\n {4}(expandTokenReferences(?:\$1)?)\(\);\n {4}applyMiddlewares\("post"\);\n {4}applyTransforms\("post"\);\n {4}setupViews\(\);\n {2}\}\n/;
const TAIL =
  / {2}registerTokens\(\);\n {2}registerTransform\(\.\.\.((?:\w+\.)?tokenTransforms)\);\n {2}registerMiddleware\(\.\.\.((?:\w+\.)?tokenMiddlewares)\);\n {2}build\(\);\n {2}return dictionary;\n\}/;

function tokenSteps(source) {
  const body = BUILD_BODY.exec(source);
  const tail = TAIL.exec(source);
  if (!body || !tail)
    throw new Error('styled-system/token-dictionary.js: the build moved (Chakra changed its build)');
  const [, expand] = body;
  const [whole, transforms, middlewares] = tail;
  const stepped = `  const owaSteps = [
    () => {
      registerTokens();
      registerTransform(...${transforms});
      registerMiddleware(...${middlewares});
      applyMiddlewares("pre");
      applyTransforms("pre");
    },
    () => {
      addConditionalTokens();
      addReferences();
      ${expand}();
      applyMiddlewares("post");
    },
    () => {
      applyTransforms("post");
      setupViews();
    }
  ];
  if (Array.isArray(options.owaSteps)) {
    options.owaSteps.push(...owaSteps);
    return dictionary;
  }
  owaSteps.forEach((step) => step());
  return dictionary;
}`;
  return source.replace(whole, stepped);
}

module.exports = tokenSteps;

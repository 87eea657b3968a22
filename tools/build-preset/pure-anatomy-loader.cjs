// Chakra's `anatomy.js` builds every component's anatomy at the top of one module
// (`const alertAnatomy = createAnatomy("alert").parts(...)`): the calls are not marked pure, so
// importing one anatomy (the first-paint alert, card and field recipes do) kept all of them and,
// through them, Ark's and zag's anatomies of every component (0.9 KB gzip in the host's first
// chunk). Building an anatomy only creates an object: the calls are marked pure, the unused drop out.
module.exports = function markAnatomiesPure(source) {
  return source.replace(/^(const \w+ = )(?=\w+(?:\$1)?[.(])/gm, '$1/* @__PURE__ */ ');
};

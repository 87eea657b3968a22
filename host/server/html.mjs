/**
 * A value made safe inside a double-quoted HTML attribute of the page the server writes (preload
 * links: script and picture addresses).
 * @param {string} value
 */
export const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A text made safe as an element's content in the page the server writes (the checkout stand-in's
 * store line, from the store's data).
 * @param {string} value
 */
export const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

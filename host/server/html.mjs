/**
 * A value made safe inside a double-quoted HTML attribute of the page the server writes (preload
 * links: script and picture addresses).
 * @param {string} value
 */
export const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

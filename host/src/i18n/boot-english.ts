/**
 * The English the first paint needs (the basic header row), compiled like en.json: the full
 * catalogue loads with the rest of the shell after the first paint. A test keeps it equal to en.json.
 */
export { default as bootEnglish } from './locales/boot-en.json';

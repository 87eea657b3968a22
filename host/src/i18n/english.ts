/** English as the bundle holds it (compiled at build time); `messages` is its source and a test keeps them equal. */
export { default as english } from './locales/en.json';

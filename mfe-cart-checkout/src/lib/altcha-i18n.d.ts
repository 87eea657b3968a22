/** ALTCHA's translation modules register themselves on import and export nothing typed. */
declare module 'altcha/i18n/*';

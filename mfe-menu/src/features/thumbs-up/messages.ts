import { prefixedKeys } from '../../i18n/prefixed-keys';

/** Thumbs-up messages (ids prefixed `thumbsUp.`). */
export const thumbsUpMessages = {
  like: {
    id: 'thumbsUp.like',
    defaultMessage: 'Like {name}, {count, plural, one {# like} other {# likes}}',
  },
} as const;

export const thumbsUpCatalogue = prefixedKeys('thumbsUp', thumbsUpMessages);

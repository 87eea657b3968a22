import { messageLoaders } from '@owa/shared';

export const loaders = messageLoaders((locale) => import(`./locales/${locale}.json`));

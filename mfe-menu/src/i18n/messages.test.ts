// Guard for translations (see tools/jest/translations.ts): a new English message without
// translations in every language fails here.
import { describeTranslations } from '../../../tools/jest/translations';
import ar from './locales/ar.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import ko from './locales/ko.json';
import th from './locales/th.json';
import vi from './locales/vi.json';
import zh from './locales/zh.json';
import zhTW from './locales/zh-TW.json';
import { messages } from './messages';

describeTranslations(messages, en, { zh, 'zh-TW': zhTW, fr, es, ko, th, ar, vi });

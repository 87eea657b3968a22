/**
 * The English the first paint needs (the basic header row), compiled like en.json: the full
 * catalogue loads with the rest of the shell after the first paint. A test keeps it equal to en.json.
 */
import type { CompiledCatalogue } from '@owa/shared';
import { BehaviorSubject } from '@owa/shared/rx';
import bootEnglish from './locales/boot-en.json';

export { bootEnglish };

/** The English the shell's first-paint roots speak: the boot few, then the full catalogue. */
export const shellEnglish$ = new BehaviorSubject<CompiledCatalogue>(bootEnglish as CompiledCatalogue);

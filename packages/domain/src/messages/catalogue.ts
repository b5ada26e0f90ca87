import type { Locale } from '../locale';
import { de } from './de';
import { fr } from './fr';
import { registerMessages } from './translate';

export {
  isMessageKey,
  type MessageKey,
  type MessageParams,
  registerMessages,
  translate,
} from './translate';

/**
 * Every server-side message in both languages, registered for `translate` on import: what the
 * server uses (and the tests). The web imports translate.ts and loads one language instead.
 */
export const messages: Record<Locale, Readonly<Record<string, string>>> = { fr, de };
registerMessages('fr', fr);
registerMessages('de', de);

import type { Locale } from '../locale';
import { backoffice } from './backoffice';
import { claims } from './claims';
import { common } from './common';
import { forms } from './forms';
import { pricing } from './pricing';
import { publicForms } from './public-forms';
import { subscriptions } from './subscriptions';

/**
 * Every server-side message, per locale. Each area adds its own file here; a test checks that
 * French and German have the same keys.
 */
const areas = [common, pricing, claims, subscriptions, forms, publicForms, backoffice] as const;

type AreaKeys<A> = A extends { fr: infer F } ? keyof F : never;
export type MessageKey = AreaKeys<(typeof areas)[number]>;

export const messages: Record<Locale, Record<string, string>> = {
  fr: Object.assign({}, ...areas.map((area) => area.fr)),
  de: Object.assign({}, ...areas.map((area) => area.de)),
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages.fr, value);
}

export type MessageParams = Record<string, string | number | undefined>;

/** Resolves a message key in a locale, filling {param} placeholders. Unknown keys are returned as is. */
export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const template = messages[locale][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

import { backoffice } from './fr/backoffice';
import { claims } from './fr/claims';
import { common } from './fr/common';
import { forms } from './fr/forms';
import { pricing } from './fr/pricing';
import { publicForms } from './fr/public-forms';
import { subscriptions } from './fr/subscriptions';

/**
 * Every server-side message in French, one file per area (fr/*.ts). A language is a module of its
 * own: the web loads its page's language only (lib/server-messages.ts), the server both
 * (catalogue.ts).
 */
export const fr = {
  ...common,
  ...pricing,
  ...claims,
  ...subscriptions,
  ...forms,
  ...publicForms,
  ...backoffice,
};

export type MessageKey = keyof typeof fr;

import { backoffice } from './de/backoffice';
import { claims } from './de/claims';
import { common } from './de/common';
import { forms } from './de/forms';
import { pricing } from './de/pricing';
import { publicForms } from './de/public-forms';
import { subscriptions } from './de/subscriptions';
import type { MessageKey } from './fr';

/** Every server-side message in German: the keys of fr.ts, area by area (de/*.ts). */
export const de: Record<MessageKey, string> = {
  ...common,
  ...pricing,
  ...claims,
  ...subscriptions,
  ...forms,
  ...publicForms,
  ...backoffice,
};

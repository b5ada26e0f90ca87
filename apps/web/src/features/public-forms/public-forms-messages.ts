import { featureMessages } from '../../lib/feature-messages';

/**
 * The public forms' texts (spec 002): i18n/public-forms/fr.json and de.json, loaded with their
 * pages and widgets only (the contests section, the callback widget), not with every page.
 */
export const publicFormsMessages = featureMessages({
  fr: () => import('../../i18n/public-forms/fr.json'),
  de: () => import('../../i18n/public-forms/de.json'),
});

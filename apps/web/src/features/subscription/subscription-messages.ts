import { featureMessages } from '../../lib/feature-messages';

/**
 * The subscription's texts (spec 000): i18n/subscription/fr.json and de.json, loaded with the
 * wizard and the quick calculators only, not with every page.
 */
export const subscriptionMessages = featureMessages({
  fr: () => import('../../i18n/subscription/fr.json'),
  de: () => import('../../i18n/subscription/de.json'),
});

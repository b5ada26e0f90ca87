import { featureMessages } from '../../lib/feature-messages';

/** The claim declaration's texts: i18n/claims/fr.json and de.json, loaded with its page only. */
export const claimsMessages = featureMessages({
  fr: () => import('../../i18n/claims/fr.json'),
  de: () => import('../../i18n/claims/de.json'),
});

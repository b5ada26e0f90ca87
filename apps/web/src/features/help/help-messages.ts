import { featureMessages } from '../../lib/feature-messages';

/** The help centre's texts: i18n/help/fr.json and de.json, loaded with its pages only. */
export const helpMessages = featureMessages({
  fr: () => import('../../i18n/help/fr.json'),
  de: () => import('../../i18n/help/de.json'),
});

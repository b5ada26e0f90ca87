import { featureMessages } from '../../lib/feature-messages';

/**
 * The help centre's texts: i18n/help/fr.json and de.json, loaded with its pages only. The hub
 * shows no form: the domain's messages load with the forms (help-page.tsx, app/pages.tsx).
 */
export const helpMessages = featureMessages(
  {
    fr: () => import('../../i18n/help/fr.json'),
    de: () => import('../../i18n/help/de.json'),
  },
  { serverMessages: false },
);

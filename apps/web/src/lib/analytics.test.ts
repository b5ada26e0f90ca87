import { afterEach, describe, expect, it } from 'vitest';
import { analytics, trackPageType } from './analytics';

afterEach(() => {
  delete window.dataLayer;
});

describe('analytics.track', () => {
  it('creates the data layer when absent and pushes the event with its data', () => {
    analytics.track('quote_requested', { animal: 'dog' });
    expect(window.dataLayer).toEqual([{ event: 'quote_requested', animal: 'dog' }]);
  });

  it('appends to an existing data layer', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    analytics.track('click');
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'click' }]);
  });

  it('keeps the event name even if the data carries an "event" field', () => {
    analytics.track('real', { event: 'other' });
    expect(window.dataLayer).toEqual([{ event: 'real' }]);
  });
});

describe('trackPageType', () => {
  it.each([
    ['/', 'home', 'fr'],
    ['/de', 'home', 'de'],
    ['/offres/chevaux', 'landing', 'fr'],
    ['/de/angebote/hunde', 'landing', 'de'],
    ['/souscription', 'subscription-step', 'fr'],
    ['/de/abschliessen/dog/paketwahl', 'subscription-step', 'de'],
    ['/souscription/confirmation', 'subscription-confirmation', 'fr'],
    ['/de/abschliessen/offerte-bestaetigung', 'lead-confirmation', 'de'],
    ['/aide', 'help', 'fr'],
  ])('%s is a %s page in %s', (path, pageType, locale) => {
    trackPageType(path);
    expect(window.dataLayer).toEqual([{ event: 'page_type', page_type: pageType, locale, path }]);
  });

  it('sends nothing for a path the route table does not know', () => {
    trackPageType('/nowhere');
    expect(window.dataLayer ?? []).toEqual([]);
  });
});

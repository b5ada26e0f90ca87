import { describe, expect, it } from 'vitest';
import type { ResumedDraft } from '../../lib/resume-links';
import { formOfResumed } from './restore-subscription';

const answer: ResumedDraft = {
  kind: 'subscription',
  user_token: 'token-of-the-first-device',
  step: 3,
  locale: 'fr',
  business_line: 'dog',
  resume_route: 'subscription-dog-step-3',
  resume_path: '/souscription/dog/informations-animal',
  data: {
    business_line: 'dog',
    animal_name: 'Voyageur',
    animal_race_id: 12,
    animal_race_slug: 'bouvier-bernois',
    animal_race_type: 'pure',
    animal_date_of_birth: '2022-03-01',
    policy_start_date: '2026-12-01',
    deductible: 500,
    cover_diseases: true,
    cover_prevention: false,
    email: 'a@b.ch',
    zip: 1003,
    owner_date_of_birth: '1985-03-15',
    partner_key: 'alpaws',
    referrer_key: 'alpaws',
  },
};

describe('a resumed quote in the wizard’s store (issue 13)', () => {
  it('takes the server’s fields in the store’s shapes', () => {
    expect(formOfResumed(answer)).toMatchObject({
      business_line: 'dog',
      animal_name: 'Voyageur',
      animal_race_id: 12,
      // typed dates are DD.MM.YYYY in the wizard; the start date stays ISO
      animal_date_of_birth: '01.03.2022',
      owner_date_of_birth: '15.03.1985',
      policy_start_date: '2026-12-01',
      deductible: 500,
      cover_diseases: true,
      zip: '1003',
      email_confirmation: 'a@b.ch',
      user_token: 'token-of-the-first-device',
      // steps 1 to 3 can be opened: the animal step is where it goes on
      reached_step: 3,
    });
  });

  it('refuses an animal the wizard does not know', () => {
    expect(formOfResumed({ ...answer, business_line: 'cow', data: {} })).toBeNull();
  });
});

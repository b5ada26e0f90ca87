import { describe, expect, it } from 'vitest';
import { draftOfResumed } from './restore-claim';

describe('a resumed claim draft (issue 13)', () => {
  it('takes the server’s fields in the flow’s shapes and opens the step after the last one', () => {
    const draft = draftOfResumed({
      kind: 'claim',
      user_token: 'claim-token',
      step: 3,
      type: 'new',
      locale: 'de',
      resume_route: 'declaration-step-4',
      resume_path: '/de/kundenzenter/einen-schaden-melden/beschreibung',
      data: {
        first_name: 'Hans',
        last_name: 'Meier',
        policy_id: '1234567',
        animal_name: 'Bello',
        email: 'hans@example.ch',
        case_type: 'accident',
        case_date: '2026-11-20',
        case_time: '10:30',
        third_party_involved: false,
        zip: 8001,
        city: 'Zürich',
        iban: 'CH9300762011623852957',
      },
    });
    expect(draft).toMatchObject({
      type: 'new',
      user_token: 'claim-token',
      case_type: 'accident',
      reachedStep: 4,
      policyholder: { first_name: 'Hans', email: 'hans@example.ch' },
      caseDetail: {
        case_date: '20.11.2026',
        case_time: '10:30',
        third_party_involved: 'false',
        zip: '8001',
        has_second_insurance: '',
      },
      bankInfo: { iban: 'CH93 0076 2011 6238 5295 7' },
      documents: [],
    });
    expect(draft.isComplete).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { tariff2026 } from '../pricing/tariff-2026';
import { issuesToErrors } from '../validation';
import { animalInformationSchema, subscriptionInitSchema } from './subscriptions';

const today = '2026-03-10';
const token = 'a-user-token-long-enough';
const errorsOf = (schema: { safeParse(input: unknown): unknown }, input: unknown) => {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: never[] };
  };
  return result.success ? {} : issuesToErrors(result.error?.issues ?? [], 'fr', input);
};

describe('animal identification (ISO 11784 chip number)', () => {
  const schema = animalInformationSchema({ businessLine: 'dog' });
  const base = { user_token: token, animal_gender_id: 1, has_been_treated_lately: false };

  it.each([
    '756098100123456',
    '756 0981 0012 3456',
    ' 756-0981-0012-3456 ',
    '756.0981.0012.3456',
    '756/098100123456',
  ])('reads %j as the 15 digits 756098100123456', (typed) => {
    expect(schema.parse({ ...base, animal_identification: typed }).animal_identification).toBe(
      '756098100123456',
    );
  });

  it.each([
    ['756 0981 0012 345', '14 digits'],
    ['7560981001234567', '16 digits'],
    ['756098100123', 'the 12 digits left of a grouped number cut at a space'],
    ['75609810012345A', 'a letter'],
  ])('refuses %j (%s) with the chip message', (typed) => {
    expect(errorsOf(schema, { ...base, animal_identification: typed })).toEqual({
      animal_identification: ['Le numéro de puce compte exactement 15 chiffres (norme ISO 11784).'],
    });
  });
});

describe('step 1: animals of the channel, horses too old for any cover', () => {
  const schema = subscriptionInitSchema({ tariff: tariff2026, today });
  const horse = {
    business_line: 'horse',
    animal_name: 'Bijou',
    animal_race_id: 1,
    animal_date_of_birth: '01.05.2016',
    policy_start_date: '2026-04-01',
    animal_value: 12000,
    usage: 'loisir',
    email: 'luc@example.ch',
  };
  const agent = {
    agent_email: 'agent@example.ch',
    agent_first_name: 'Paul',
    agent_last_name: 'Agent',
    agent_nr: '1234567',
    generali_mastercode: '123456',
    agent_company: 'Agence',
    agent_finma_nr: 'F12345678',
    agent_lsa_confirm: true,
  };

  it('takes a horse on the own channel', () => {
    expect(errorsOf(schema, horse)).toEqual({});
  });

  it.each(['generali', 'partner-shop'])('refuses a horse on the partner channel %s', (key) => {
    expect(errorsOf(schema, { ...horse, partner_key: key, ...agent })).toEqual({
      business_line: [
        'Par ce canal, seuls les chiens et les chats peuvent être assurés. Pour un cheval, veuillez contacter nos agents.',
      ],
    });
    expect(
      errorsOf(schema, { ...horse, business_line: 'dog', partner_key: key, ...agent }),
    ).toEqual({});
  });

  it.each(['generali', 'partner-shop'])(
    'asks the %s intermediary for the agency location or the company (spec 000 §6)',
    (key) => {
      const dog = { ...horse, business_line: 'dog', partner_key: key, ...agent };
      expect(errorsOf(schema, { ...dog, agent_company: '' })).toEqual({
        agent_company: ['Ce champ est obligatoire.'],
      });
    },
  );

  it('refuses a horse of 31 at step 1, on its birth date, with the cover age message', () => {
    expect(errorsOf(schema, { ...horse, animal_date_of_birth: '01.01.1995' })).toEqual({
      animal_date_of_birth: [
        'Les couvertures pour chevaux sont proposées jusqu’à l’âge de 29 ans.',
      ],
    });
  });
});

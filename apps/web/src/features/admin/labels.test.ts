import { staffRoles } from '@app/domain/backoffice/roles';
import { submissionKinds, workflows } from '@app/domain/backoffice/workflows';
import { describe, expect, it } from 'vitest';
import fr from '../../i18n/admin/fr.json';
import { kindLabel, roleLabel, statusLabel } from './labels';

describe('back-office labels', () => {
  it('name every kind, role and workflow status of the domain', () => {
    const messages = fr as Record<string, string>;
    for (const kind of submissionKinds) {
      expect(messages[kindLabel[kind]], kind).toBeDefined();
      for (const status of workflows[kind].statuses) {
        expect(messages[statusLabel[status] ?? ''], `${kind}: ${status}`).toBeDefined();
      }
    }
    for (const role of staffRoles) expect(messages[roleLabel[role]], role).toBeDefined();
  });
});

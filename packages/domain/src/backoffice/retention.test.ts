import { describe, expect, it } from 'vitest';
import { purgeDeadline, retention } from './retention';

describe('retention', () => {
  const sent = new Date('2026-03-01T10:00:00Z');

  it('purges job applications one year after they were sent', () => {
    expect(purgeDeadline('job-application', sent)?.toISOString()).toBe('2027-03-01T10:00:00.000Z');
    expect(retention.jobApplicationDays).toBe(365);
  });

  it('purges contest entries 30 days after the draw, and keeps them while no draw date is set', () => {
    const draw = new Date('2026-06-30T00:00:00Z');
    expect(purgeDeadline('contest-entry', sent, draw)?.toISOString()).toBe(
      '2026-07-30T00:00:00.000Z',
    );
    expect(purgeDeadline('contest-entry', sent, null)).toBeNull();
  });

  it('never purges claims, policies or offers (business records)', () => {
    for (const kind of ['claim', 'subscription', 'offer'] as const) {
      expect(purgeDeadline(kind, sent)).toBeNull();
    }
  });
});

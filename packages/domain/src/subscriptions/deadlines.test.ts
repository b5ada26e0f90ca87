import { describe, expect, it } from 'vitest';
import { invoiceDueDate, offerValidUntil } from './deadlines';

describe('document deadlines', () => {
  it('keeps an offer valid 30 days', () => {
    expect(offerValidUntil('2026-03-10')).toBe('2026-04-09');
  });

  it.each([
    ['2026-03-10', '2026-04-01', '2026-04-09'],
    ['2026-03-10', '2026-06-01', '2026-06-01'],
  ])('an invoice of %s for a start on %s is payable until %s', (issued, start, due) => {
    expect(invoiceDueDate(issued, start)).toBe(due);
  });
});

import { describe, expect, it } from '@jest/globals';
import { DAY_MS } from '../calendar/seoul';
import { LIMITS_CONSENT } from './limits';
import { cancellationRetentionEndsAt, retentionEndsAt } from './retention';

describe('retentionEndsAt (ARCHITECTURE §4.24)', () => {
  const created = new Date('2026-01-10T03:00:00.000Z');

  it('counts RETENTION_DAYS from 00:00 Asia/Seoul of the due date when it comes first', () => {
    // 2026-03-01 00:00 KST = 2026-02-28 15:00 UTC.
    expect(retentionEndsAt({ dueDate: '2026-03-01', createdAt: created }, 365).toISOString()).toBe(
      new Date(Date.parse('2026-02-28T15:00:00.000Z') + 365 * DAY_MS).toISOString(),
    );
  });

  it('caps the start at creation + 300 days when the due date lies further away', () => {
    expect(retentionEndsAt({ dueDate: '2030-01-01', createdAt: created }, 10).getTime()).toBe(
      created.getTime() + (LIMITS_CONSENT.retentionCreationCapDays + 10) * DAY_MS,
    );
  });

  it('counts from the row itself on a page without a due date', () => {
    expect(retentionEndsAt({ dueDate: null, createdAt: created }, 365).getTime()).toBe(created.getTime() + 365 * DAY_MS);
  });

  it('lets a cancelled copy go 30 days after the cancellation', () => {
    expect(cancellationRetentionEndsAt(created).getTime()).toBe(created.getTime() + 30 * DAY_MS);
  });
});

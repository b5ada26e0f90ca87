import type { SubmissionKind } from './workflows';

/**
 * How long the back office keeps what it does not need to keep (Swiss FADP, issue 13). The
 * purge job applies these rules every day; contracts and claims are kept for the legal
 * retention period of business records (10 years, art. 958f CO) and are not purged here.
 */
export const retention = {
  /** Job applications: one year after they were sent. */
  jobApplicationDays: 365,
  /** Contest entries: once the draw is this many days past (winners notified, disputes over). */
  contestEntryDaysAfterDraw: 30,
  /** Subscription and claim drafts never sent. */
  draftDays: 90,
  /** Resume links: kept a little after their 7 days, to answer "expired" rather than "unknown". */
  resumeLinkDays: 30,
} as const;

export const resumeLinkValidityDays = 7;

/** The instant before which a submission of `kind` sent at `sentAt` is purged, or null if never. */
export function purgeDeadline(
  kind: SubmissionKind,
  sentAt: Date,
  drawDate?: Date | null,
): Date | null {
  const day = 86_400_000;
  if (kind === 'job-application')
    return new Date(sentAt.getTime() + retention.jobApplicationDays * day);
  if (kind === 'contest-entry') {
    // an entry whose contest has no draw date is kept until staff set one
    return drawDate
      ? new Date(drawDate.getTime() + retention.contestEntryDaysAfterDraw * day)
      : null;
  }
  return null;
}

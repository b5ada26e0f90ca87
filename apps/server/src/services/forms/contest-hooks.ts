import { compareDates, type IsoDate, toSwissDate } from '@app/domain/dates/calendar';
import { type ContestForm, publicFormLimits } from '@app/domain/forms/public-constants';
import { contestEntries } from '../../db/schema';
import { DomainError, FieldsError } from '../../http/errors';
import type { FormHookContext, FormHooks } from './form-service';

const dayMs = 24 * 60 * 60_000;

export interface ContestSettings {
  /** The draw date, YYYY-MM-DD; null while it is not announced (entries open). */
  drawDate: IsoDate | null;
  /** Where the page sends the browser after the thanks (CHI draw). */
  redirectUrl?: string;
}

/** Open until the end of the draw day (Swiss date), or while no draw date is set. */
export function isContestOpen(settings: ContestSettings, today: IsoDate): boolean {
  return settings.drawDate === null || compareDates(today, settings.drawDate) <= 0;
}

/** The edition an entry takes part in: the draw it is drawn in. */
const editionOf = (settings: ContestSettings) => settings.drawDate ?? 'open';

/**
 * A contest or prize draw (spec 002 §2, §5, §8; decisions.md "Contests and draws"): closed after
 * its draw; one entry per e-mail address (case aside) per edition, decided by the unique index
 * of contest_entries inside the submission's transaction, so that two simultaneous sends give one
 * entry and one "Vous avez déjà participé à ce concours." on `email`; entries deleted 30 days
 * after the draw (a year after the entry while no draw date is set).
 */
export function contestHooks(contest: ContestForm, settings: ContestSettings): FormHooks {
  return {
    // a closed contest says so before anything else, whatever was typed
    async accumulate(input, context) {
      if (!isContestOpen(settings, context.today)) {
        throw new DomainError(410, 'forms.contest_closed', {
          date: toSwissDate(settings.drawDate ?? context.today),
        });
      }
      return input;
    },

    async after(tx, submission) {
      const email = String(submission.data.email).trim().toLowerCase();
      const [entry] = await tx
        .insert(contestEntries)
        .values({
          contest,
          edition: editionOf(settings),
          email,
          formSubmissionId: submission.id,
        })
        .onConflictDoNothing()
        .returning({ id: contestEntries.id });
      if (!entry) throw new FieldsError([{ field: 'email', key: 'forms.contest_duplicate' }]);
    },

    purgeAfter(context: FormHookContext) {
      if (settings.drawDate === null) {
        return new Date(
          context.now.getTime() + publicFormLimits.contestRetentionDaysWithoutDraw * dayMs,
        );
      }
      // the day after the draw, plus the time to reach the winners
      const afterDraw = new Date(`${settings.drawDate}T00:00:00Z`).getTime() + dayMs;
      return new Date(afterDraw + publicFormLimits.contestRetentionDaysAfterDraw * dayMs);
    },

    ...(settings.redirectUrl
      ? { answer: () => ({ redirect_url: settings.redirectUrl as string }) }
      : {}),
  };
}

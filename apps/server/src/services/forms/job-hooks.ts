import { FieldsError } from '../../http/errors';
import type { FormHooks } from './form-service';

/**
 * help/job-application (spec 002 "Job application"): a named job must be one of the jobs of
 * content/jobs (the same list as GET /api/content/jobs); an id that names no job is refused on
 * `job` rather than sent to HR as an application for a post that does not exist. Without `job`
 * the application is spontaneous.
 */
export function jobApplicationHooks(jobIds: ReadonlySet<string>): FormHooks {
  return {
    async prepare(data) {
      const job = data.job;
      if (typeof job === 'string' && !jobIds.has(job)) {
        throw new FieldsError([{ field: 'job', key: 'forms.job_unknown' }]);
      }
      return data;
    },
  };
}

import { sqlOnlyCollection } from '../sql-only'

/**
 * One row per periodic job (src/server/jobs.ts): the last period an instance claimed for it.
 * Instances claim a period with one guarded UPDATE, so N instances run each job once per
 * period. Written only by that SQL; every Payload door is shut and the admin hides it.
 */
export const JobRuns = sqlOnlyCollection('job-runs', [
  { name: 'name', type: 'text', required: true, unique: true },
  { name: 'period', type: 'number', required: true, defaultValue: 0 },
  { name: 'claimedAt', type: 'date' },
])

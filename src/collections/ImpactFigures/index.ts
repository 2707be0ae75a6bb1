import { sqlOnlyCollection } from '../sql-only'

/**
 * The public impact figures of a year (issue 46), counted at most once a day and kept here so
 * every instance shows the same ones (src/server/goods/impact.ts). `countedOn` is the day, in the
 * foundation's time zone, they were counted; `figures` the rounded figures as /api/impact answers.
 */
export const ImpactFigures = sqlOnlyCollection('impact-figures', [
  { name: 'year', type: 'number', required: true, unique: true },
  { name: 'countedOn', type: 'text', required: true },
  { name: 'figures', type: 'json', required: true },
])

import { sqlOnlyCollection } from '../sql-only'

/**
 * A staff member's secret calendar feed of boutique visits (issue 31): only the SHA-256 of the
 * URL's token is kept, one per account. Revoking deletes the row, so the old URL answers 404.
 * Written only by src/server/boutique/feed.ts.
 */
export const CalendarFeeds = sqlOnlyCollection('calendar-feeds', [
  { name: 'user', type: 'relationship', relationTo: 'users', unique: true },
  { name: 'tokenHash', type: 'text', required: true, unique: true },
])

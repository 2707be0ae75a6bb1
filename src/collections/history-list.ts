import type { CollectionConfig } from 'payload'

import { type Area, hiddenUnless } from '@/access'

/**
 * How a record staff read as a history shows in the CMS: newest first, listed in the navigation
 * only for the roles of `area`, under `group`, with these columns. One place for the shape the
 * merge history, the dismissed pairs, donor notes and feedback share.
 */
export function historyList(area: Area, group: string, defaultColumns: string[]): Pick<CollectionConfig, 'admin' | 'defaultSort'> {
  return { admin: { hidden: hiddenUnless(area), group, defaultColumns }, defaultSort: '-createdAt' }
}

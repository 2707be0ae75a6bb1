import { z } from 'zod'

import type { Area } from '@/access/roles'

/**
 * The staff CSV exports and the area each belongs to. The CSV itself is built in the browser
 * from the role-checked JSON lists; before the file is offered, the button reports the export
 * here (POST /api/exports), which checks the role again and writes the audit row. No row, no
 * download. Only the list name and the row count are recorded — never the filter, which can
 * hold a donor's name typed into the search box.
 */
export const EXPORT_LISTS = {
  'donor-contacts': 'donorData',
  donations: 'donorData',
  'newsletter-subscribers': 'donorData',
  'recurring-gifts': 'donorData',
  'treasurer-report': 'donorData',
  orders: 'orders',
} as const satisfies Record<string, Area>

export type ExportList = keyof typeof EXPORT_LISTS

export const exportSchema = z.object({
  list: z.enum(Object.keys(EXPORT_LISTS) as [ExportList, ...ExportList[]], { error: 'Unknown export list.' }),
  rows: z.number({ error: 'rows must be a number.' }).int().min(0).max(10_000_000),
})

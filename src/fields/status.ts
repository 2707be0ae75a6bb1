import type { SelectField } from 'payload'

import type { Option } from '@/lib/options'

/**
 * A record's status: required, starting at the first of its choices, and indexed, since staff
 * lists filter and sort by it.
 */
export function statusField(choices: readonly Option[], description?: string): SelectField {
  return {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: choices[0].value,
    index: true,
    options: choices.map(({ label, value }) => ({ label, value })),
    ...(description ? { admin: { description } } : {}),
  }
}

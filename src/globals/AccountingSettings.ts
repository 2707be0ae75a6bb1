import type { GlobalConfig, TextField } from 'payload'

import { canAccess, hiddenUnless } from '@/access'
import { ACCOUNT_KEYS, DEFAULT_ACCOUNTS } from '@/domain/accounting/accounts'

function accountFields(): TextField[] {
  return ACCOUNT_KEYS.flatMap((key): TextField[] => [
    { name: `${key}Account`, label: `${DEFAULT_ACCOUNTS[key].label}: account name`, type: 'text', defaultValue: DEFAULT_ACCOUNTS[key].name },
    { name: `${key}Code`, label: `${DEFAULT_ACCOUNTS[key].label}: Xero code`, type: 'text', defaultValue: DEFAULT_ACCOUNTS[key].code },
  ])
}

/**
 * Issue 45: the names of the accounts the journal export posts to (QuickBooks Online matches by
 * name, Xero by code), and which class a designated gift's restricted income carries. Books are
 * the treasurer's: admin and treasurer edit this, not the content editors of Site settings.
 */
export const AccountingSettings: GlobalConfig = {
  slug: 'accounting-settings',
  label: 'Accounting',
  admin: { group: 'Settings', hidden: hiddenUnless('donorData') },
  access: { read: canAccess('donorData'), update: canAccess('donorData') },
  fields: [
    ...accountFields(),
    {
      name: 'designationClasses',
      label: 'Restricted income by designation',
      type: 'array',
      admin: { description: 'A gift designated so posts to restricted income with this class (QuickBooks Class, Xero tracking option). An unlisted designation is its own class.' },
      fields: [
        { name: 'designation', type: 'text', required: true },
        { name: 'className', label: 'Class', type: 'text', required: true },
      ],
    },
  ],
}

/**
 * Issue 45: the accounts the journal posts to. Their names and Xero codes are the treasurer's to
 * set (the Accounting settings); these are what a fresh site starts with, a common nonprofit
 * chart of accounts.
 */
export const ACCOUNT_KEYS = [
  'bank',
  'stripeClearing',
  'undepositedFunds',
  'donationIncome',
  'restrictedIncome',
  'shopSales',
  'shippingIncome',
  'stripeFees',
  'refunds',
] as const

export type AccountKey = (typeof ACCOUNT_KEYS)[number]

export const DEFAULT_ACCOUNTS: Record<AccountKey, { label: string; name: string; code: string }> = {
  bank: { label: 'Bank', name: 'Checking', code: '1000' },
  stripeClearing: { label: 'Stripe clearing', name: 'Stripe Clearing', code: '1010' },
  undepositedFunds: { label: 'Undeposited funds', name: 'Undeposited Funds', code: '1020' },
  donationIncome: { label: 'Donation income', name: 'Contributions Income', code: '4000' },
  restrictedIncome: { label: 'Restricted income', name: 'Restricted Contributions', code: '4010' },
  shopSales: { label: 'Shop sales', name: 'Shop Sales', code: '4100' },
  shippingIncome: { label: 'Shipping income', name: 'Shipping Income', code: '4110' },
  stripeFees: { label: 'Stripe fees', name: 'Merchant Fees', code: '6100' },
  refunds: { label: 'Refunds and disputes', name: 'Refunds and Chargebacks', code: '4900' },
}

export type Account = { name: string; code: string }

export type ChartOfAccounts = { accounts: Record<AccountKey, Account>; classes: Map<string, string> }

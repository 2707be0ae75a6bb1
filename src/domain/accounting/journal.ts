import type { AccountKey, ChartOfAccounts } from './accounts'

/**
 * Issue 45: the journal the accounting software imports. One journal per deposit (a Stripe
 * payout, a trip to the bank) and one per day of other activity (offline gifts received, voids),
 * each balanced. A line's cents are a debit when positive, a credit when negative.
 */
export type JournalLine = { account: AccountKey; cents: number; description: string; className?: string | null; name?: string | null }

export type Journal = { number: string; date: string; narration: string; lines: JournalLine[] }

export const QBO_HEADER = ['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name', 'Class'] as const

export const XERO_HEADER = ['*Narration', '*Date', 'Description', '*AccountCode', '*TaxRate', '*Amount', 'TrackingName1', 'TrackingOption1'] as const

/** A nonprofit's gifts are outside sales tax: Xero's rate for them. */
export const XERO_TAX_RATE = 'Tax Exempt'

/** The tracking category a designated gift's class goes under in Xero. */
export const XERO_TRACKING_NAME = 'Class'

const decimal = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`

/** "2026-11-03" → "11/03/2026", the date both US imports read. */
export function usDate(day: string) {
  const [year, month, date] = day.split('-')
  return `${month}/${date}/${year}`
}

/** Lines that say the same thing become one, and a journal without a line is dropped. */
export function compact(journal: Journal): Journal {
  const merged = new Map<string, JournalLine>()
  for (const line of journal.lines) {
    const key = JSON.stringify([line.account, line.className ?? '', line.name ?? '', line.description, Math.sign(line.cents)])
    const found = merged.get(key)
    if (found) found.cents += line.cents
    else merged.set(key, { ...line })
  }
  return { ...journal, lines: [...merged.values()].filter((line) => line.cents !== 0) }
}

export function isBalanced(journal: Journal) {
  return journal.lines.reduce((sum, line) => sum + line.cents, 0) === 0
}

export type CsvRows = { header: readonly string[]; rows: (string | null)[][] }

export function qboRows(journals: Journal[], chart: ChartOfAccounts): CsvRows {
  const rows = journals.flatMap((journal) =>
    journal.lines.map((line) => [
      journal.number,
      usDate(journal.date),
      chart.accounts[line.account].name,
      line.cents > 0 ? decimal(line.cents) : null,
      line.cents < 0 ? decimal(-line.cents) : null,
      line.description,
      line.name ?? null,
      line.className ?? null,
    ]),
  )
  return { header: QBO_HEADER, rows }
}

export function xeroRows(journals: Journal[], chart: ChartOfAccounts): CsvRows {
  const rows = journals.flatMap((journal) =>
    journal.lines.map((line) => [
      `${journal.number} ${journal.narration}`,
      usDate(journal.date),
      line.description,
      chart.accounts[line.account].code,
      XERO_TAX_RATE,
      decimal(line.cents),
      line.className ? XERO_TRACKING_NAME : null,
      line.className ?? null,
    ]),
  )
  return { header: XERO_HEADER, rows }
}

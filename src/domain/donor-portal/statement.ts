import { deductibleCents } from '@/domain/donations/receipt'
import { centsToDecimal } from '@/lib/money'

/**
 * A donor's year-end statement (issue 19): every gift of one calendar year (in the foundation's
 * time zone) with what was refunded of it, and one total, net of refunds — the same IRS elements
 * as a receipt (the foundation's legal name and EIN, and the no-goods-or-services statement, or
 * what a sponsorship brought and the deductible amount).
 *
 * A fully refunded gift stays on the statement, marked refunded with a net of $0.00, rather than
 * being left out: the donor sees the charge and its refund on her card statement, and a list that
 * silently drops one would look wrong to her. It adds nothing to the total, which is always net.
 */
export type StatementGift = {
  /** The gift's date, in the foundation's time zone, as printed. */
  date: string
  amountCents: number
  refundedCents: number
  /** Goods or services the gift brought (a sponsorship package staff valued), 0 for none. */
  benefitValueCents: number
  benefitDescription: string | null
}

/**
 * A gift in kind (goods, stock entered as property): listed apart, by its description, with no
 * value — the donor values it (IRS Publication 1771); a value typed on an old entry is not printed.
 */
export type StatementInKind = { date: string; description: string }

export type StatementData = {
  year: number
  /** True while the year is not over: the statement says "so far". */
  partial: boolean
  legalName: string
  ein: string
  donorName: string
  gifts: StatementGift[]
  /** Issue 46: gifts in kind, apart from the money gifts and out of every total. */
  inKind?: StatementInKind[]
}

export const STATEMENT_NO_GOODS = 'No goods or services were provided in exchange for these contributions.'

const money = (cents: number) => `$${centsToDecimal(cents)}`

export const netCents = (gift: StatementGift) => Math.max(0, gift.amountCents - gift.refundedCents)

/** The numbers every form of the statement prints (PDF, e-mail, portal): computed once, here. */
export function statementTotals(statement: Pick<StatementData, 'gifts'>) {
  let gross = 0
  let refunded = 0
  let net = 0
  let benefit = 0
  let deductible = 0
  for (const gift of statement.gifts) {
    const giftNet = netCents(gift)
    // A refund lowers what was given, not what the sponsor received (as on the receipt).
    const giftBenefit = Math.min(gift.benefitValueCents, giftNet)
    gross += gift.amountCents
    refunded += Math.min(gift.refundedCents, gift.amountCents)
    net += giftNet
    benefit += giftBenefit
    deductible += deductibleCents({ amountCents: giftNet, benefitValueCents: giftBenefit })
  }
  return { grossCents: gross, refundedCents: refunded, netCents: net, benefitCents: benefit, deductibleCents: deductible }
}

/** One printed row per gift: date, amount, refunded part, net (and "Refunded" for a full refund). */
export function statementRows(statement: Pick<StatementData, 'gifts'>) {
  return statement.gifts.map((gift) => ({
    date: gift.date,
    amount: money(gift.amountCents),
    refunded: gift.refundedCents > 0 ? money(Math.min(gift.refundedCents, gift.amountCents)) : '—',
    net: netCents(gift) === 0 ? `${money(0)} (refunded)` : money(netCents(gift)),
  }))
}

/** The heading lines of the statement, in order. */
export function statementLines(statement: StatementData): { label: string; value: string }[] {
  const totals = statementTotals(statement)
  const lines = [
    { label: 'Organization', value: statement.legalName },
    { label: 'EIN', value: statement.ein || 'on request' },
    { label: 'Donor', value: statement.donorName },
    { label: 'Year', value: statement.partial ? `${statement.year} (so far)` : String(statement.year) },
    { label: 'Gifts', value: String(statement.gifts.length) },
    { label: 'Total given, net of refunds', value: money(totals.netCents) },
  ]
  if (statement.inKind?.length) lines.push({ label: 'Gifts in kind (described below, not valued)', value: String(statement.inKind.length) })
  if (totals.benefitCents > 0) {
    lines.push(
      { label: 'Good-faith estimate of goods or services received', value: money(totals.benefitCents) },
      { label: 'Deductible amount', value: money(totals.deductibleCents) },
    )
  }
  return lines
}

export const STATEMENT_IN_KIND_NOTE = 'Gifts in kind are described, not valued: their value is for you to determine.'

/** "June 15, 2026 — 12 × Women's clothing; 3 × Coats": one line per gift in kind. */
export function statementInKindRows(statement: Pick<StatementData, 'inKind'>) {
  return (statement.inKind ?? []).map((gift) => `${gift.date} — ${gift.description}`)
}

/** The closing sentence: no goods or services, or what the sponsorships brought. */
export function statementClosing(statement: StatementData) {
  const totals = statementTotals(statement)
  if (totals.benefitCents <= 0) return STATEMENT_NO_GOODS
  const described = [...new Set(statement.gifts.filter((g) => g.benefitValueCents > 0).map((g) => g.benefitDescription ?? 'goods or services'))]
  return (
    `In exchange for some of these contributions you received ${described.join(', ')} with a good-faith estimated value of ` +
    `${money(totals.benefitCents)}. The amount deductible for federal income tax purposes is limited to the excess of your ` +
    `contributions over that value: ${money(totals.deductibleCents)}. No other goods or services were provided.`
  )
}

import { centsToDecimal } from '@/lib/money'

import { hrSentence } from './matching'

/**
 * A gift's written acknowledgment (IRS Publication 1771): who received it (the foundation's legal
 * name and EIN), a receipt number, the date and amount, and either the statement that no goods or
 * services were given, or — when the gift brought something of value — its description, the
 * good-faith estimate of its value and the deductible amount (the quid pro quo rule for payments
 * over $75). A receipt is never edited: a refund voids it and, when some of the gift remains,
 * a new receipt with a new number replaces it.
 */
export type ReceiptData = {
  number: string
  status: 'issued' | 'void'
  /** The receipt this one replaces (after a partial refund), by number. */
  replaces: string | null
  legalName: string
  ein: string
  donorName: string
  /** The gift's date, in the foundation's time zone. */
  giftDate: string
  amountCents: number
  benefitDescription: string | null
  benefitValueCents: number
  /**
   * A gift in kind (issue 30): the receipt describes the property and states no dollar value —
   * the donor values it (IRS Publication 1771).
   */
  inKindDescription?: string | null
  /**
   * Issue 46: the donor's own estimate of the goods' value, when she gave one — printed as hers
   * ("for your records"), never as the foundation's valuation.
   */
  donorEstimateCents?: number | null
  /** Why a void receipt no longer counts: the gift was refunded, or entered in error and voided. */
  voidedBy?: 'refund' | 'void'
  /** Issue 30: "In memory of …" / "In honour of …" for a tribute gift. */
  dedication?: string | null
  /** Issue 30: the donor said her employer matches gifts (and maybe named it). */
  matching?: { employer: string | null } | null
}

/** The demo seed's EIN: the right shape, but the IRS gives no number starting with 00. */
export const PLACEHOLDER_EIN = '00-0000000'

/** An EIN a receipt may carry: nine digits as 12-3456789, not the placeholder's 00 prefix. */
export function isRealEin(ein: string | null | undefined) {
  return typeof ein === 'string' && /^\d{2}-\d{7}$/.test(ein) && !ein.startsWith('00-')
}

/**
 * Receipts wait for a real EIN in production: a receipt without the foundation's EIN is no
 * acknowledgment the donor can use. Development, the tests and a demo may send them with the
 * placeholder (`RECEIPTS_ALLOW_PLACEHOLDER_EIN=true` on a production build that is not the
 * foundation's own).
 */
export function receiptsWaitForEin(ein: string | null | undefined, env: { NODE_ENV?: string; RECEIPTS_ALLOW_PLACEHOLDER_EIN?: string }) {
  return env.NODE_ENV === 'production' && env.RECEIPTS_ALLOW_PLACEHOLDER_EIN !== 'true' && !isRealEin(ein)
}

export const NO_GOODS_STATEMENT = 'No goods or services were provided in exchange for this contribution.'
export const IN_KIND_STATEMENT = 'This receipt states no value for the property given: its value is for the donor to determine.'

/** Why a void receipt no longer counts, as its e-mail and PDF say it. */
export function voidExplanation(receipt: Pick<ReceiptData, 'number' | 'voidedBy'>) {
  return receipt.voidedBy === 'void'
    ? // Issue 47: a void is not always our error (a check can bounce), so the words fit any reason.
      `Receipt ${receipt.number} is void: the gift it acknowledged is no longer in our books (for example, a check that did not clear, or a gift recorded by mistake), so this receipt no longer counts for your tax records and you need not keep it. If a corrected receipt is due, it follows in a separate message.`
    : `Your gift was refunded, so receipt ${receipt.number} no longer counts for your tax records. If part of the gift remains, a new receipt follows in a separate message.`
}

/** Above this estimate a noncash gift needs the donor's Form 8283 with her return. */
export const FORM_8283_THRESHOLD_CENTS = 50_000

export const FORM_8283_NOTE =
  'Your estimate is above $500: to deduct this gift, file IRS Form 8283 (Noncash Charitable Contributions) with your return.'

/** Above this, a payment that brought goods or services needs the disclosure (IRC §6115). */
export const QUID_PRO_QUO_THRESHOLD_CENTS = 7_500

/** "2026-000042": the year, then the year's own sequence, never reused. */
export function receiptNumber(year: number, sequence: number) {
  return `${year}-${String(sequence).padStart(6, '0')}`
}

export function deductibleCents(receipt: Pick<ReceiptData, 'amountCents' | 'benefitValueCents'>) {
  return Math.max(0, receipt.amountCents - receipt.benefitValueCents)
}

/**
 * The lines every form of the receipt carries (e-mail, plain text, PDF), in order. For a discreet
 * donor's e-mail the organization and its EIN close the list instead of opening it: the
 * acknowledgment still names the foundation, just not in the lines an inbox preview shows.
 */
export function receiptLines(receipt: ReceiptData, { organizationLast = false } = {}): { label: string; value: string }[] {
  const money = (cents: number) => `$${centsToDecimal(cents)}`
  const organization = [
    { label: 'Organization', value: receipt.legalName },
    { label: 'EIN', value: receipt.ein || 'on request' },
  ]
  const lines = [
    ...(organizationLast ? [] : organization),
    { label: 'Receipt number', value: receipt.number },
    { label: 'Donor', value: receipt.donorName },
    { label: 'Date of gift', value: receipt.giftDate },
    receipt.inKindDescription
      ? { label: 'Description of gift in kind', value: receipt.inKindDescription }
      : { label: 'Amount received', value: money(receipt.amountCents) },
  ]
  if (receipt.inKindDescription && receipt.donorEstimateCents) {
    lines.push({ label: 'Your estimate of its value (yours, for your records)', value: money(receipt.donorEstimateCents) })
  }
  if (receipt.dedication) lines.push({ label: 'Dedication', value: receipt.dedication })
  if (receipt.benefitValueCents > 0) {
    lines.push(
      { label: 'Goods or services provided', value: receipt.benefitDescription ?? 'Goods or services' },
      { label: 'Good-faith estimate of their value', value: money(receipt.benefitValueCents) },
      { label: 'Deductible amount', value: money(deductibleCents(receipt)) },
    )
  }
  if (receipt.replaces) lines.push({ label: 'Replaces receipt', value: receipt.replaces })
  if (organizationLast) lines.push(...organization)
  return lines
}

/** The sentence that closes the receipt: no goods, or the quid pro quo disclosure. */
export function receiptStatement(receipt: ReceiptData) {
  if (receipt.inKindDescription) {
    const form8283 = (receipt.donorEstimateCents ?? 0) > FORM_8283_THRESHOLD_CENTS ? ` ${FORM_8283_NOTE}` : ''
    return `${NO_GOODS_STATEMENT} ${IN_KIND_STATEMENT}${form8283}`
  }
  if (receipt.benefitValueCents <= 0) return NO_GOODS_STATEMENT
  return (
    `In exchange for this contribution you received ${receipt.benefitDescription ?? 'goods or services'} with a good-faith ` +
    `estimated value of $${centsToDecimal(receipt.benefitValueCents)}. The amount deductible for federal income tax purposes ` +
    `is limited to the excess of your contribution over that value: $${centsToDecimal(deductibleCents(receipt))}.`
  )
}

/** Issue 30: for a gift her employer matches, the sentence the donor sends to HR (null otherwise). */
export function receiptMatchingNote(receipt: ReceiptData) {
  if (!receipt.matching || receipt.status === 'void') return null
  return `For your employer's matching gift program: ${hrSentence({ legalName: receipt.legalName, ein: receipt.ein, employer: receipt.matching.employer })}`
}

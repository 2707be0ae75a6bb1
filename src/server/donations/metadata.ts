import type Stripe from 'stripe'

import { DONOR_FIELDS, type DonationIntent } from '@/domain/donations/schema'
import { isTributeType, type TributeType } from '@/domain/donations/tribute'
import type { Donation } from '@/payload-types'

/**
 * What a gift's PaymentIntent or Subscription carries in Stripe metadata, written and read here
 * only. Donor details ride along, so a webhook event alone (a paid invoice that arrives before
 * anything else about its subscription) is enough to write the ledger row.
 */
export const DONATION_KIND = 'donation'

export type DonorDetails = Pick<Donation, (typeof DONOR_FIELDS)[number]> & { discreet: boolean }

export function donationMetadata(input: DonationIntent, levelId: number | null = null, tributeCard: string | null = null): Record<string, string> {
  const metadata: Record<string, string> = { kind: DONATION_KIND, donationType: input.donationType }
  if (input.discreet) metadata.discreet = 'true'
  if (levelId !== null) metadata.levelId = String(levelId)
  if (input.upsell) metadata.upsell = input.upsell
  // Issue 30: the tribute's type and honoree ride along for the ledger row; the card's recipient
  // and message stay in our database (tribute_cards), found by `tributeCard`.
  if (input.tribute) {
    metadata.tributeType = input.tribute.type
    metadata.tributeHonoree = input.tribute.honoreeName
  }
  if (tributeCard) metadata.tributeCard = tributeCard
  if (input.matchingGift || input.matchingEmployer) metadata.matchingGift = 'true'
  if (input.matchingEmployer) metadata.matchingEmployer = input.matchingEmployer
  // Issue 49: the campaign the gift is for, and the donor's wall choice (read by the ledger only).
  if (input.campaign) metadata.campaign = input.campaign
  if (input.appeal) metadata.appeal = input.appeal
  if (input.campaign && input.wall?.show && !input.discreet) {
    metadata.wallShow = 'true'
    if (input.wall.anonymous) metadata.wallAnonymous = 'true'
    if (input.wall.name) metadata.wallName = input.wall.name
    if (input.wall.comment) metadata.wallComment = input.wall.comment
  }
  for (const field of DONOR_FIELDS) {
    const value = input[field]
    if (value) metadata[field] = value
  }
  return metadata
}

/** Donor fields from metadata written by donationMetadata; null when not a gift of ours. */
export function donorFromMetadata(metadata: Stripe.Metadata | null | undefined): DonorDetails | null {
  if (!metadata || metadata.kind !== DONATION_KIND) return null
  if (!metadata.firstName || !metadata.lastName || !metadata.email) return null
  return {
    firstName: metadata.firstName,
    lastName: metadata.lastName,
    email: metadata.email,
    phone: metadata.phone || null,
    address: metadata.address || null,
    city: metadata.city || null,
    state: metadata.state || null,
    zipCode: metadata.zipCode || null,
    organizationName: metadata.organizationName || null,
    comments: metadata.comments || null,
    discreet: metadata.discreet === 'true',
  }
}

/** The giving circle whose page the gift was made on (donationMetadata's levelId), or null. */
export function levelIdFromMetadata(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.levelId)
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * Issue 29: the part of a payment the donor added for fees, as create-intent priced it
 * (never more than the payment itself); 0 when the donor did not cover the fee.
 */
export function feeCoveredFromMetadata(metadata: Stripe.Metadata | null | undefined, paidCents: number): number {
  const fee = Number(metadata?.feeCoveredCents)
  return Number.isInteger(fee) && fee > 0 ? Math.min(fee, paidCents) : 0
}

/** Issue 29: the donor's answer to the monthly ask, or null when it was not offered. */
export function upsellFromMetadata(metadata: Stripe.Metadata | null | undefined): 'accepted' | 'declined' | null {
  const answer = metadata?.upsell
  return answer === 'accepted' || answer === 'declined' ? answer : null
}

export type GiftExtras = {
  tributeType: TributeType | null
  tributeHonoreeName: string | null
  matchingGift: boolean
  matchingEmployer: string | null
}

/** A gift's tribute and matching-gift facts from donationMetadata, for its ledger row. */
export function giftExtrasFromMetadata(metadata: Stripe.Metadata | null | undefined): GiftExtras {
  const tributeType = isTributeType(metadata?.tributeType) && metadata?.tributeHonoree ? metadata.tributeType : null
  return {
    tributeType,
    tributeHonoreeName: tributeType ? (metadata?.tributeHonoree ?? null) : null,
    matchingGift: metadata?.matchingGift === 'true',
    matchingEmployer: metadata?.matchingEmployer || null,
  }
}

/** The key of the gift's pending tribute card (tribute_cards.card_key), if it has one. */
export function tributeCardKeyFromMetadata(metadata: Stripe.Metadata | null | undefined): string | null {
  const key = metadata?.tributeCard
  return key && /^[A-Za-z0-9-]{8,80}$/.test(key) ? key : null
}

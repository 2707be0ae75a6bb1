import { describe, expect, it } from 'vitest'

import { hrSentence } from '@/domain/donations/matching'
import { receiptLines, receiptMatchingNote } from '@/domain/donations/receipt'
import { donationIntentSchema } from '@/domain/donations/schema'
import { dedication, tributeCardText } from '@/domain/donations/tribute'
import { donationMetadata, giftExtrasFromMetadata } from '@/server/donations/metadata'

import { issuedReceipt } from '../../support/money/receipt-data'

const gift = { amount: '120.00', donationType: 'one_time', firstName: 'Maren', lastName: 'de la Cruz', email: 'm@example.org' }

describe('tribute gifts (issue 30)', () => {
  it('say "In memory of" or "In honor of" the honoree', () => {
    expect(dedication('memory', 'Daniel Moss')).toBe('In memory of Daniel Moss')
    expect(dedication('honor', 'Ruth')).toBe('In honor of Ruth')
  })

  it('write a card that names the donor as she wrote her name and the honoree, with her message', () => {
    const card = tributeCardText({
      recipientName: 'Ruth',
      donorName: 'maren de la Cruz',
      type: 'memory',
      honoreeName: 'Daniel',
      message: '  He loved the garden.  ',
      foundationName: 'Bloom Hope Foundation',
    })
    expect(card.title).toBe('A gift in memory of Daniel')
    // Issue 42: the subject quotes nothing the donor typed.
    expect(card.subject).toBe('A tribute gift has been made')
    expect(card.paragraphs.join(' ')).toContain('maren de la Cruz has made a gift to Bloom Hope Foundation in memory of Daniel')
    expect(card.message).toBe('He loved the garden.')
  })

  it('accept a tribute with a card on the intent and refuse a message over 500 characters', () => {
    const notify = { name: 'Ruth', email: 'Ruth@Example.org', message: 'x'.repeat(500) }
    const parsed = donationIntentSchema.parse({ ...gift, tribute: { type: 'memory', honoreeName: ' Daniel ', notify } })
    expect(parsed.tribute).toEqual({ type: 'memory', honoreeName: 'Daniel', notify: { ...notify, email: 'ruth@example.org' } })
    const tooLong = donationIntentSchema.safeParse({ ...gift, tribute: { type: 'memory', honoreeName: 'D', notify: { ...notify, message: 'x'.repeat(501) } } })
    expect(tooLong.success).toBe(false)
  })

  it('refuse a message with a link or an e-mail address (issue 42)', () => {
    for (const message of ['http://x.example', 'HTTPS://x', 'see www.example.org', 'mail me: a@b.co']) {
      const parsed = donationIntentSchema.safeParse({ ...gift, tribute: { type: 'memory', honoreeName: 'D', notify: { name: 'R', email: 'r@example.org', message } } })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('The message cannot contain links.')
    }
  })

  it('travel to the ledger row through metadata: the dedication and the card key, never the card recipient', () => {
    const parsed = donationIntentSchema.parse({
      ...gift,
      tribute: { type: 'honor', honoreeName: 'Ruth', notify: { name: 'Sam', email: 'sam@example.org', message: 'Hi' } },
      matchingGift: true,
      matchingEmployer: 'Acme',
    })
    const metadata = donationMetadata(parsed, null, 'card-key-123')
    expect(metadata).toMatchObject({ tributeType: 'honor', tributeHonoree: 'Ruth', tributeCard: 'card-key-123', matchingEmployer: 'Acme' })
    expect(JSON.stringify(metadata)).not.toContain('sam@example.org')
    expect(giftExtrasFromMetadata(metadata)).toEqual({ tributeType: 'honor', tributeHonoreeName: 'Ruth', matchingGift: true, matchingEmployer: 'Acme' })
    expect(giftExtrasFromMetadata({ kind: 'donation' })).toEqual({ tributeType: null, tributeHonoreeName: null, matchingGift: false, matchingEmployer: null })
  })
})

describe('the receipt of a tribute or matched gift', () => {
  const gift = { number: '2026-000001', donorName: 'Maren', giftDate: 'November 26, 2026', amountCents: 12000 }
  const receipt = issuedReceipt({ ...gift, legalName: 'Bloom Hope Foundation Inc.', dedication: 'In memory of Daniel', matching: { employer: 'Acme' } })

  it('carries the dedication and the sentence for HR with the legal name and EIN', () => {
    expect(receiptLines(receipt)).toContainEqual({ label: 'Dedication', value: 'In memory of Daniel' })
    const note = receiptMatchingNote(receipt)
    expect(note).toContain('Bloom Hope Foundation Inc. (EIN 12-3456789)')
    expect(note).toContain("Acme's matching gift program")
    expect(receiptMatchingNote({ ...receipt, matching: null })).toBeNull()
    expect(hrSentence({ legalName: 'L', ein: '', employer: null })).toContain('EIN on request')
  })
})

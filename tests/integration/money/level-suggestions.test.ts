import { beforeAll, describe, expect, it } from 'vitest'

import { levelMinimumCents } from '@/domain/donors/levels'

import { call } from '../../support/api'
import { storedDonor } from '../../support/contacts'
import { eventually } from '../../support/cluster'
import { testPayload } from '../../support/payload'
import { type StaffAccount, staffAccount } from '../../support/staff'

type Suggestion = { contactId: number; lastTwelveMonths: string; level: { id: number; name: string }; currentLevel: { id: number; name: string } | null }

let treasurer: StaffAccount
const DAY = 86_400_000

async function donorGiving(gifts: { cents: number; daysAgo: number; refundedCents?: number }[]) {
  const payload = await testPayload()
  const donor = await storedDonor('Cir', 'circle')
  for (const gift of gifts) {
    const row = await donor.gift(gift.cents, new Date(Date.now() - gift.daysAgo * DAY).toISOString())
    if (gift.refundedCents) {
      await payload.update({
        collection: 'donations', id: row.id, overrideAccess: true,
        data: { status: 'partially_refunded', refundedAmountCents: gift.refundedCents, netAmountCents: gift.cents - gift.refundedCents },
      })
    }
  }
  return donor.id
}

/** The level a yearly total reaches, from the seeded levels' ranges. */
async function levelFor(cents: number) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'donor-levels', depth: 0, limit: 100, overrideAccess: true })
  return docs
    .map((level) => ({ id: level.id, name: level.name, minimum: levelMinimumCents(level.range) ?? Infinity }))
    .filter((level) => level.minimum <= cents)
    .sort((a, b) => b.minimum - a.minimum)[0]
}

async function suggestionFor(contactId: number) {
  const answer = await call<{ suggestions: Suggestion[] }>('/api/donor-contacts/level-suggestions', { cookie: treasurer.cookie })
  expect(answer.status).toBe(200)
  return answer.body.suggestions.find((s) => s.contactId === contactId)
}

beforeAll(async () => {
  treasurer = await staffAccount('treasurer', 'circles')
})

describe('giving-circle suggestions', () => {
  it('suggest the highest circle reached by the last 12 months of gifts, net of refunds, and ignore older gifts', async () => {
    const generous = await donorGiving([{ cents: 40_000, daysAgo: 30 }, { cents: 20_000, daysAgo: 200 }])
    const refunded = await donorGiving([{ cents: 70_000, daysAgo: 10, refundedCents: 40_000 }])
    const lapsed = await donorGiving([{ cents: 60_000, daysAgo: 400 }])

    const expectedGenerous = await levelFor(60_000)
    expect(await suggestionFor(generous)).toMatchObject({ lastTwelveMonths: '600.00', level: { id: expectedGenerous.id }, currentLevel: null })
    const expectedRefunded = await levelFor(30_000)
    expect(expectedRefunded.id).not.toBe(expectedGenerous.id)
    expect(await suggestionFor(refunded)).toMatchObject({ lastTwelveMonths: '300.00', level: { id: expectedRefunded.id } })
    expect(await suggestionFor(lapsed)).toBeUndefined()
  })

  it('lists a donor on the public roster only when a treasurer approves, under the chosen display name', async () => {
    const contactId = await donorGiving([{ cents: 25_000, daysAgo: 5 }])
    const suggestion = (await suggestionFor(contactId))!
    const displayName = `The Okafor Family ${Date.now()}`

    const missingName = await call<{ errors: Record<string, string> }>('/api/donor-contacts/level-suggestions', {
      body: { contactId, levelId: suggestion.level.id, displayName: ' ' },
      cookie: treasurer.cookie,
    })
    expect(missingName.status).toBe(400)
    expect(missingName.body.errors.displayName).toBe('Enter the name the donor chose to be shown by.')
    const editor = await staffAccount('editor', 'circles')
    expect((await call('/api/donor-contacts/level-suggestions', { cookie: editor.cookie })).status).toBe(403)

    const approved = await call('/api/donor-contacts/level-suggestions', {
      body: { contactId, levelId: suggestion.level.id, displayName },
      cookie: treasurer.cookie,
    })
    expect(approved.status).toBe(201)
    const payload = await testPayload()
    const roster = await payload.find({ collection: 'donor-roster', where: { contact: { equals: contactId } }, depth: 0, overrideAccess: true })
    expect(roster.docs).toEqual([expect.objectContaining({ name: displayName, level: suggestion.level.id })])
    expect(await suggestionFor(contactId)).toBeUndefined()
    // Approving the same suggestion twice lists nobody twice.
    expect((await call('/api/donor-contacts/level-suggestions', { body: { contactId, levelId: suggestion.level.id, displayName }, cookie: treasurer.cookie })).status).toBe(409)
    // The public page shows the name, and the roster's public API never shows the contact link.
    await eventually('the name on /donors-circle', async () => ((await (await fetch(`${process.env.APP_URL}/donors-circle`)).text()).includes(displayName) ? true : undefined))
    const publicRoster = await call<{ docs: Record<string, unknown>[] }>(`/api/cms/donor-roster?where[name][equals]=${encodeURIComponent(displayName)}`)
    expect(publicRoster.body.docs[0]).toBeDefined()
    expect(publicRoster.body.docs[0]).not.toHaveProperty('contact')
  })
})

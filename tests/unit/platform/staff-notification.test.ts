import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { notifyStaff, type NotificationKind } from '@/email/staff'

type Sent = Record<string, unknown>

function fakePayload(sent: Sent[]) {
  return {
    sendEmail: async (message: Sent) => void sent.push(message),
    findGlobal: async () => ({ contactEmail: 'staff@bloomhope.example.org' }),
  } as unknown as Payload
}

const previous = process.env.SITE_URL
afterEach(() => {
  // Assigning undefined to process.env would store the string "undefined".
  if (previous === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = previous
})

describe('e-mails the site sends', () => {
  it('are plain text: no remote fonts, images or any address but the site’s own', async () => {
    process.env.SITE_URL = 'https://bloomhope.example.org'
    const sent: Sent[] = []
    for (const kind of ['contact-message', 'drive-inquiry', 'intake-request'] as NotificationKind[]) {
      await notifyStaff(fakePayload(sent), kind)
    }
    expect(sent).toHaveLength(3)
    for (const message of sent) {
      expect(message.html, 'no HTML body that could pull remote content').toBeUndefined()
      expect(message.attachments).toBeUndefined()
      const text = String(message.text)
      expect(text).not.toMatch(/<img|@font-face|url\(|<link/i)
      const addresses = text.match(/https?:\/\/[^\s)]+/g) ?? []
      expect(addresses.length).toBeGreaterThan(0)
      for (const address of addresses) expect(new URL(address).host).toBe('bloomhope.example.org')
    }
  })
})

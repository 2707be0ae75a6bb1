import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call } from '../../support/api'
import { daysFromToday, readCampaign, saveCampaign, type CampaignData } from '../../support/money/campaign'

/** The /donate banner's HTML, or null when there is none. */
async function banner(): Promise<string | null> {
  const page = await call<string>('/donate')
  expect(page.status).toBe(200)
  const html = String(page.body)
  const start = html.indexOf('data-testid="campaign-banner"')
  if (start < 0) return null
  // React separates adjacent text with <!-- --> markers; the visitor reads the text without them.
  return html.slice(start, html.indexOf('</section>', start)).replaceAll('<!-- -->', '')
}

/** A saved change reaches /donate within moments (its cache tag is dropped after the commit). */
async function bannerMatching(check: (html: string | null) => boolean): Promise<string | null> {
  const deadline = Date.now() + 15_000
  let last = await banner()
  while (!check(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    last = await banner()
  }
  return last
}

describe('the campaign banner on /donate follows the campaign dates', () => {
  let saved: CampaignData

  beforeAll(async () => {
    saved = await readCampaign()
  })

  afterAll(async () => {
    await saveCampaign(saved)
  })

  it('past its end date the banner is hidden when staff chose "hide"', async () => {
    await saveCampaign({ isActive: true, title: 'Spring Match', startDate: daysFromToday(-60), endDate: daysFromToday(-20), afterEnd: 'hide' })
    const html = await bannerMatching((b) => b === null)
    expect(html).toBeNull()
    const page = String((await call<string>('/donate')).body)
    expect(page).not.toContain('raised during the campaign')
    expect(page).not.toContain('Spring Match')
  })

  it('past its end date it shows the final total when staff chose "final"', async () => {
    await saveCampaign({ isActive: true, title: 'Spring Match', startDate: daysFromToday(-60), endDate: daysFromToday(-20), afterEnd: 'final' })
    const html = await bannerMatching((b) => b !== null && b.includes('raised in total'))
    expect(html).toContain('Spring Match')
    expect(html).toContain('raised in total')
    expect(html).toContain('This campaign ended on')
    expect(html).not.toContain('raised during the campaign')
  })

  it('before its start it says when it starts and shows no total', async () => {
    const start = daysFromToday(30)
    await saveCampaign({ isActive: true, title: 'Winter Match', startDate: start, endDate: daysFromToday(60), afterEnd: 'hide' })
    const html = await bannerMatching((b) => b !== null && b.includes('Winter Match'))
    const when = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(start))
    expect(html).toContain(`Starts on ${when}.`)
    expect(html).not.toContain('raised')
  })

  it('while it runs it shows the total raised so far', async () => {
    await saveCampaign({ isActive: true, title: 'Autumn Match', startDate: daysFromToday(-5), endDate: daysFromToday(5), afterEnd: 'hide' })
    const html = await bannerMatching((b) => b !== null && b.includes('Autumn Match'))
    expect(html).toContain('raised during the campaign')
    expect(html).toContain('role="progressbar"')
  })
})

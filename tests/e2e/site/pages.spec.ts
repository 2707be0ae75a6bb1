import type { Page } from '@playwright/test'

import { expect, expectAccessible, pageFetch, test, visit, waitForHydration } from '../fixtures'

/** Every route of spec §2.1 with a fixed path; an internal link must point at one of these. */
const SPEC_ROUTES = [
  '/', '/store', '/cart', '/checkout', '/donate', '/services', '/bloom-boutique', '/gardens', '/get-involved',
  '/partners', '/about', '/contact', '/media-kit', '/admin', '/host-drive', '/feedback', '/sponsorship',
  '/intake-form', '/donors-circle', '/stories-of-hope', '/news/wsmv-feature',
  // Not in §2.1: the safety page (issue 22), linked from every page beside the exit button.
  '/staying-safe-online',
  // Not in §2.1: My giving, the donor portal (issue 19), linked from the footer (issue 33).
  '/my-giving',
]

const INFO_PAGES = [
  '/', '/services', '/bloom-boutique', '/gardens', '/get-involved', '/partners', '/about', '/media-kit',
  '/stories-of-hope', '/news/wsmv-feature', '/staying-safe-online',
]

/** The spec's routes with a variable part: product pages and the giving circles. */
const SPEC_ROUTE_PATTERNS = [/^\/product\/[^/]+$/, /^\/friends-of-[^/]+$/, /^\/[^/]+-circle$/]

function isSpecRoute(path: string) {
  return SPEC_ROUTES.includes(path) || SPEC_ROUTE_PATTERNS.some((pattern) => pattern.test(path))
}

/** The spec's headings (and a few exact texts) each page must show, in page order. */
const PAGE_HEADINGS: Record<string, { h1: string; headings: string[]; texts?: string[] }> = {
  '/staying-safe-online': {
    h1: 'Staying Safe Online',
    headings: ['The Exit this page button', 'Browse more privately', 'Safer devices', 'Call or text for help', 'Our privacy policy', 'Asking us to delete your information'],
    texts: ['does not erase your browser history'],
  },
  '/': {
    h1: 'Planting Hope. Growing Dignity. Finding Joy.',
    headings: ['In Loving Memory', 'Confidence-Building Attire', 'Practical Resources', 'Encouraging Community', 'As Seen on WSMV 4', 'Farm Fresh Products', 'Our Beginning'],
    texts: ['Women Served', 'Life-skills training — coming soon', 'Women Served So Far'],
  },
  '/services': {
    h1: 'Our Services',
    headings: ['Hair Services', 'Career Coaching', 'Wellness Support', 'Housing Assistance', 'Life Skills Training', 'Peer Support', 'Who We Serve'],
    texts: ['We respond within 24 hours.', 'hello@bloomhope.example.org'],
  },
  '/bloom-boutique': {
    h1: 'Bloom Boutique',
    headings: ['How It Works', '1. Reach Out', '2. Visit and Browse', '3. Choose', 'Items Available', 'Hygiene Pantry'],
    texts: ['Coming Soon'],
  },
  '/gardens': { h1: 'Healing Gardens', headings: ['Our Garden Spaces', 'Get Garden Updates', 'Help the Gardens Grow'] },
  '/get-involved': {
    h1: 'Get Involved',
    headings: ['Other Ways to Help', 'Special Opportunities', 'Ready to Make a Difference?', 'Follow Our Journey'],
  },
  '/partners': {
    h1: 'Partner With Us',
    headings: [
      'Professional Service Partners', 'Community and Nonprofit Collaborators', 'Family and Personal Contributors',
      'Who We Partner With', 'Salons and Stylists', 'Boutiques and Clothing Stores', 'Churches and Community Organizations',
      'Therapists and Counselors', 'Small Businesses', 'Other Nonprofits',
      'How You Can Partner', 'Offer Professional Services', 'Donate Clothing and Shoes', 'Sponsor Shopping Experiences',
      'Collaborate on Handmade Items', 'Host Community Events', 'Corporate Sponsorships',
      'Supporting Bloom Boutique', 'Current Partnership Needs', 'Immediate Needs', 'Long-Term Partnerships',
    ],
  },
  '/about': {
    h1: 'About Us',
    headings: [
      'Our Story', 'Our Mission', 'Our Values', 'Dignity', 'Growth', 'Community', 'Empowerment', 'Our Approach',
      '1. Meet Basic Needs', '2. Build Skills', '3. Foster Community', 'From Our Farm', 'Our Team', 'Founder',
      'Leadership Team', 'Board Members', 'Advisors',
    ],
    texts: ['Vice President', 'Treasurer', 'Secretary'],
  },
  '/media-kit': {
    h1: 'Media Kit',
    headings: ['Quick Facts', 'Our Story', 'Our Programs', 'Key Messages', 'Milestones', 'Media Contact', 'More Resources'],
    texts: ['Founded: 2024', 'Location: Centerville, Tennessee'],
  },
  '/stories-of-hope': {
    h1: 'Stories of Hope',
    headings: ['Testimonials Coming Soon', 'Share Your Story'],
    texts: ['Women Served', 'Genuine Care', 'Hope Restored', '100%', '∞'],
  },
  '/news/wsmv-feature': {
    h1: 'Our Foundation on Local TV News',
    headings: ['Story Highlights', 'A Note From Our Founder', 'About Bloom Boutique'],
    texts: ['Featured on WSMV 4', 'Published September 19, 2025'],
  },
}

const main = (page: Page) => page.getByRole('main')

test.describe('information pages', () => {
  for (const path of INFO_PAGES) {
    test(`${path} answers 200, passes axe and shows the spec headings in order`, async ({ page }) => {
      await visit(page, path)
      const expected = PAGE_HEADINGS[path]
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1)
      const shown = await main(page).getByRole('heading').allInnerTexts()
      const positions = expected.headings.map((heading) => shown.findIndex((text) => text.trim() === heading))
      expect(positions, `headings on ${path}: ${shown.join(' | ')}`).not.toContain(-1)
      expect(positions).toEqual([...positions].sort((a, b) => a - b))
      for (const text of expected.texts ?? []) await expect(main(page).getByText(text).first()).toBeVisible()
      await expect(page).toHaveTitle(/\S/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20}/)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\//)
    })
  }

  test('every internal link on every page points at a spec route, and live ones answer 200', async ({ page }) => {
    const targets = new Set<string>()
    for (const path of INFO_PAGES) {
      await page.goto(path)
      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      for (const href of hrefs) {
        if (href.startsWith('#')) {
          // An in-page anchor must land on an element of this page.
          await expect(page.locator(`[id="${href.slice(1)}"]`), `${href} on ${path}`).toHaveCount(1)
          continue
        }
        if (!href.startsWith('/') || href.startsWith('//')) continue
        const target = new URL(href, 'http://site').pathname
        expect(isSpecRoute(target), `link ${href} on ${path} is a spec route`).toBe(true)
        targets.add(target)
      }
    }
    expect(targets.size).toBeGreaterThan(0)
    for (const target of targets) {
      const answer = await page.request.get(target)
      expect(answer.status(), `status of ${target}`).toBe(200)
    }
  })

  test('home buttons, news link and memorial pillar point where the spec says', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section').first()
    for (const [name, href] of [
      ['Visit Bloom Boutique', '/bloom-boutique'],
      ['Read Our Story', '/about'],
      ['Shop Seeds & Gifts', '/store'],
      ['Support the Mission', '/donate'],
    ]) {
      await expect(hero.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await expect(main(page).locator('a[href="/news/wsmv-feature"]')).toHaveCount(1)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(ld).toMatchObject({ '@type': 'NGO', foundingDate: '2024', address: { addressLocality: 'Centerville', addressRegion: 'Tennessee' } })
  })

  test('the TV story opens in a new tab without handing over the page', async ({ page }) => {
    await page.goto('/news/wsmv-feature')
    await expect(main(page).getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/')
    const external = main(page).getByRole('link', { name: /read the original article/i })
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(external).toHaveAttribute('href', /^https:\/\//)
  })

  test("media kit's Request Photos writes to the media contact; social anchor leads to three platforms", async ({ page }) => {
    await page.goto('/media-kit')
    await expect(main(page).getByRole('link', { name: 'Request Photos' })).toHaveAttribute('href', /^mailto:hello@bloomhope\.example\.org\?/)
    await page.goto('/get-involved')
    // Once the page is awake: a tap made while it woke was seen to leave no #social in the address
    // on a busy machine (most likely Next's router, starting up, writing the address it read before).
    await waitForHydration(page)
    await main(page).getByRole('link', { name: 'Follow Us' }).click()
    await expect(page).toHaveURL(/#social$/)
    const socials = page.locator('#social').getByRole('link')
    await expect(socials).toHaveCount(3)
    for (const link of await socials.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('gardens sign-up records the gardens source', async ({ page }) => {
    await page.goto('/gardens')
    await waitForHydration(page)
    const request = page.waitForRequest((r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST')
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Get Garden Updates' }) })
    await form.getByRole('textbox').fill(`garden.${Date.now()}@example.org`)
    await form.getByRole('button').click()
    expect((await request).postDataJSON()).toMatchObject({ source: 'gardens' })
  })
})

test.describe('information pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  for (const path of INFO_PAGES) {
    test(`${path} has no serious or critical axe finding at 390×844`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page, `${path} (mobile)`)
    })
  }
})

test.describe('page content in the CMS', () => {
  test('a heading staff change through the CMS shows on the very next page load', async ({ page }) => {
    const login = await page.request.post('/api/login', { data: { username: 'admin', password: 'test-admin-password' } })
    expect(login.status()).toBe(200)
    await page.goto('/gardens')
    const found = await pageFetch(page, '/api/cms/pages?where[path][equals]=/gardens&depth=0')
    expect(found.status).toBe(200)
    const doc = JSON.parse(found.body).docs[0]
    const original = structuredClone(doc.sections)
    const edited = structuredClone(doc.sections)
    const spaces = edited.find((block: { heading?: string }) => block.heading === 'Our Garden Spaces')
    const newTitle = `Butterfly Garden ${Date.now()}`
    spaces.cards[0].title = newTitle

    const patch = (sections: unknown) =>
      pageFetch(page, `/api/cms/pages/${doc.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sections }),
      })
    try {
      expect((await patch(edited)).status).toBe(200)
      // No waiting or retrying: the first load after the save must already show the edit.
      await page.goto('/gardens')
      expect(await main(page).getByRole('heading', { level: 3 }).allInnerTexts()).toContain(newTitle)
    } finally {
      expect((await patch(original)).status).toBe(200)
    }
    await page.goto('/gardens')
    expect(await main(page).getByRole('heading', { level: 3 }).allInnerTexts()).not.toContain(newTitle)
  })

  test('visitors cannot change page content', async ({ page }) => {
    await page.goto('/gardens')
    const answer = await pageFetch(page, '/api/cms/pages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x', path: '/x', description: 'x' }),
    })
    expect(answer.status).toBe(403)
  })
})

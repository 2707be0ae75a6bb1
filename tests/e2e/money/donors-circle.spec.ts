import { call, signIn, uniqueEmail } from '../../support/api'
import { stripeRequests } from '../../support/money/stripe'
import { expect, test, visit, waitForHydration } from '../fixtures'
import { keepOneTime } from '../monthly-ask'
import { mockStripeJs } from '../stripe-stub'

type Level = { id: number; name: string; range: string; impactDescription: string; benefits: { text: string }[] }

async function levels() {
  const answer = await call<{ docs: Level[] }>('/api/cms/donor-levels?sort=order&limit=50&depth=0')
  expect(answer.status).toBe(200)
  return answer.body.docs
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]s\b/g, 's')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

test.describe('giving circles', () => {
  test('every level page renders its CMS data with both donation forms', async ({ page }) => {
    // Five full pages, each checked with axe-core.
    test.setTimeout(180_000)
    await mockStripeJs(page)
    const all = await levels()
    expect(all.map((level) => level.name)).toEqual(
      expect.arrayContaining(['Friends of the Farm', 'Bloom Circle', 'Hope Circle', 'Legacy Circle', 'Founders Circle']),
    )
    for (const level of all) {
      await visit(page, `/${slugOf(level.name)}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(level.name)
      await expect(page.getByText(level.range, { exact: true }).first()).toBeVisible()
      await expect(page.getByText(level.impactDescription)).toBeVisible()
      await expect(page.getByText(level.benefits[0].text).first()).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to Donors Circle' })).toHaveAttribute('href', '/donors-circle')
      // One form (issue 33): its switch turns the one-time gift into the monthly one.
      await expect(page.getByRole('region', { name: 'One-Time Gift' })).toBeVisible()
      await page.getByRole('region', { name: 'One-Time Gift' }).getByRole('radio', { name: 'Monthly', exact: true }).check()
      await expect(page.getByRole('region', { name: 'Monthly Gift' })).toBeVisible()
    }
  })

  test('the seeded level pages show members, invitations, explanation boxes and the photo', async ({ page }) => {
    test.setTimeout(180_000)
    await visit(page, '/friends-of-the-farm')
    await expect(page.getByTestId('current-members').getByRole('listitem')).toHaveCount(9)
    await visit(page, '/hope-circle')
    await expect(page.getByTestId('current-members')).toContainText('Be a founding member')
    await expect(page.getByTestId('level-explanation')).toHaveCount(0)
    await visit(page, '/legacy-circle')
    await expect(page.getByTestId('current-members')).toContainText('Be a founding member')
    await expect(page.getByTestId('level-explanation')).toBeVisible()
    await visit(page, '/founders-circle')
    await expect(page.getByTestId('current-members').getByRole('listitem')).toHaveCount(10)
    await expect(page.getByTestId('level-explanation')).toBeVisible()
    await expect(page.getByRole('img', { name: /garden path/ })).toBeVisible()
  })

  test('an unknown level address is the 404 page', async ({ page }) => {
    await visit(page, '/nobodys-circle', { status: 404 })
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  })

  test('/donors-circle lists five levels linking to their pages and hides empty roster blocks', async ({ page }) => {
    await visit(page, '/donors-circle')
    const cards = page.getByTestId('level-card')
    await expect(cards).toHaveCount((await levels()).length)
    await expect(page.getByRole('link', { name: /More details & donate\s*:\s*Bloom Circle/ })).toHaveAttribute('href', '/bloom-circle')
    await expect(page.getByRole('link', { name: /More details & donate\s*:\s*Founders Circle/ })).toHaveAttribute('href', '/founders-circle')
    await expect(page.getByTestId('roster-bloom-circle')).toBeVisible()
    await expect(page.getByTestId('roster-founders-circle')).toBeVisible()
    await expect(page.getByTestId('roster-friends-of-the-farm')).toBeVisible()
    await expect(page.getByTestId('roster-hope-circle')).toHaveCount(0)
    await expect(page.getByTestId('roster-legacy-circle')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Make a Donation' })).toHaveAttribute('href', '/donate')
    await expect(page.getByRole('link', { name: 'View Sponsorship Options' })).toHaveAttribute('href', '/sponsorship')
  })

  test('a roster name staff add appears on /donors-circle and its level page, and goes when removed', async ({ page }) => {
    test.setTimeout(120_000)
    const cookie = await signIn()
    const hope = (await levels()).find((level) => level.name === 'Hope Circle')
    expect(hope).toBeDefined()
    const name = `The Test Family ${Date.now()}`
    const created = await call<{ doc: { id: number } }>('/api/cms/donor-roster', {
      body: { name, level: hope?.id },
      cookie,
    })
    expect(created.status).toBe(201)
    try {
      await visit(page, '/donors-circle')
      await expect(page.getByTestId('roster-hope-circle')).toContainText(name)
      await visit(page, '/hope-circle')
      await expect(page.getByTestId('current-members')).toContainText(name)
    } finally {
      const removed = await call(`/api/cms/donor-roster/${created.body.doc.id}`, { method: 'DELETE', cookie })
      expect(removed.status).toBe(200)
    }
    await visit(page, '/donors-circle')
    await expect(page.getByTestId('roster-hope-circle')).toHaveCount(0)
  })

  test('the public cannot add roster names', async () => {
    const hope = (await levels()).find((level) => level.name === 'Hope Circle')
    const answer = await call('/api/cms/donor-roster', { body: { name: 'Spam', level: hope?.id } })
    expect(answer.status).toBe(403)
  })

  test('/sponsorship shows the four tiers and links onward', async ({ page }) => {
    await visit(page, '/sponsorship')
    await expect(page.getByTestId('sponsorship-tier')).toHaveCount(4)
    for (const tier of ['Single Experience Sponsor', 'Double Impact Sponsor', 'Community Champion', 'Custom Partnership']) {
      await expect(page.getByRole('heading', { name: tier })).toBeVisible()
    }
    await expect(page.locator('main a[href="/donate"]')).toBeVisible()
    await expect(page.locator('main a[href="/donors-circle"]')).toBeVisible()
  })

  test('the Hope Circle page starts its presets at $500, takes any amount, and says how $50 counts toward the circle', async ({ page }) => {
    await mockStripeJs(page)
    await visit(page, '/hope-circle')
    await waitForHydration(page)
    const once = page.getByRole('region', { name: 'One-Time Gift' })
    // Only presets inside the circle's range ($500 - $999).
    await expect(once.getByTestId('preset-amounts').getByRole('button')).toHaveText(['$500', '$750'])
    await expect(once.getByTestId('circle-note')).toHaveCount(0)
    await once.getByLabel('Custom amount ($)').fill('50')
    await expect(once.getByTestId('circle-note')).toContainText('Below $500, your gift is just as welcome and counts toward the Hope Circle')
    await once.getByLabel('Custom amount ($)').fill('600')
    await expect(once.getByTestId('circle-note')).toHaveCount(0)

    // Monthly: $42 a month is the least that reaches $500 in a year.
    await once.getByRole('radio', { name: 'Monthly', exact: true }).check()
    const monthly = page.getByRole('region', { name: 'Monthly Gift' })
    await expect(monthly.getByTestId('preset-amounts').getByRole('button').first()).toHaveText('$42')
    await monthly.getByLabel('Custom amount ($)').fill('20')
    await expect(monthly.getByTestId('circle-note')).toContainText('Below $42 every month')
    await monthly.getByRole('radio', { name: 'One-time', exact: true }).check()

    // A smaller gift still goes through, for the amount typed.
    const email = uniqueEmail('hope-small')
    await once.getByLabel('Custom amount ($)').fill('50')
    await once.getByLabel('First name').fill('June')
    await once.getByLabel('Last name').fill('Hollis')
    await once.getByLabel('Email').fill(email)
    await once.getByRole('button', { name: 'Continue to payment: $50.00' }).click()
    await keepOneTime(page)
    await expect(once.getByTestId('stripe-card-number')).toBeVisible()
    const [intent] = (await stripeRequests({ method: 'POST', path: '/v1/payment_intents' })).filter(
      (request) => (request.body.metadata as Record<string, string> | undefined)?.email === email,
    )
    expect(intent.body.amount).toBe('5000')

    // /donate keeps the specification's presets.
    await visit(page, '/donate')
    await expect(page.getByRole('region', { name: 'One-Time Donation' }).getByTestId('preset-amounts').getByRole('button')).toHaveText([
      '$25',
      '$50',
      '$75',
      '$150',
    ])
  })
})

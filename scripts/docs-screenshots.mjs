#!/usr/bin/env node
/**
 * `npm run docs:screenshots`: takes the staff guide's pictures (docs/images/*.png) from the
 * running app, so they are redone whenever the screens change rather than drawn by hand.
 *
 * Start the site with its demo data and a staff account first, e.g.
 *   ADMIN_USERNAME=admin ADMIN_PASSWORD='a-long-password' npm run dev
 * then, in another shell:
 *   ADMIN_USERNAME=admin ADMIN_PASSWORD='a-long-password' npm run docs:screenshots
 * APP_URL (default http://localhost:3000) names the site; CHROMIUM_PATH the browser
 * (default /usr/bin/chromium, else Playwright's own).
 *
 * Where the demo data has nothing to show (an intake case, a batch), the script makes one with
 * invented details through the same calls the site's forms and the panel use.
 */
import './lib/require-node.mjs'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const baseURL = (process.env.APP_URL || 'http://localhost:3000').replace(/\/$/, '')
const username = process.env.ADMIN_USERNAME
const password = process.env.ADMIN_PASSWORD
if (!username || !password) {
  console.error('Set ADMIN_USERNAME and ADMIN_PASSWORD to an admin account of the running site.')
  process.exit(2)
}
const outDir = path.join(process.cwd(), 'docs', 'images')
mkdirSync(outDir, { recursive: true })

const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 }, deviceScaleFactor: 1 })
const page = await context.newPage()

async function call(method, url, data) {
  const answer = await page.request.fetch(url, { method, data, headers: { origin: baseURL } })
  if (answer.status() >= 400) throw new Error(`${method} ${url} → ${answer.status()}: ${(await answer.text()).slice(0, 200)}`)
  return answer.status() === 204 ? null : answer.json()
}

/** Opens a panel address and waits until the panel has drawn what `ready` names. */
async function open(address, ready) {
  await page.goto(address)
  await ready().first().waitFor({ state: 'visible', timeout: 30_000 })
  // SWR's first answers settled: no list or count is still showing its loading spinner.
  await page.waitForFunction(
    () => ![...document.querySelectorAll('[role="status"], [aria-busy="true"]')].some((element) => element.getAttribute('aria-busy') === 'true' || /Loading/.test(element.textContent ?? '')),
    null,
    { timeout: 30_000 },
  )
}

/** The whole window, or (a tab's task) the open tab's panel alone, below the Today counts. */
async function shot(name, { fullPage = false, panel = false } = {}) {
  const file = path.join(outDir, `${name}.png`)
  const tab = page.getByRole('tabpanel').first()
  if (panel && (await tab.isVisible())) await tab.screenshot({ path: file })
  else await page.screenshot({ path: file, fullPage })
  console.log(`  ${path.relative(process.cwd(), file)}`)
}

try {
  await call('POST', '/api/login', { username, password })
  console.log(`Signed in at ${baseURL}; writing docs/images/:`)

  // A donor to show: one invented check entered by hand (it makes her contact), when none exists.
  let contacts = await call('GET', '/api/donor-contacts?limit=1')
  if (!contacts[0]) {
    const day = new Date().toISOString().slice(0, 10)
    await call('POST', '/api/donations/offline', {
      donorName: 'Example Donor', email: 'example.donor@example.org', amount: '250.00', receivedAt: day, method: 'check',
      checkNumber: '1042', requestId: crypto.randomUUID(),
    })
    await call('POST', '/api/donor-contacts/consolidate', {})
    contacts = await call('GET', '/api/donor-contacts?limit=1')
  }
  await open('/admin', () => page.getByRole('tablist', { name: 'Administration sections' }))
  await shot('panel-today')

  // A batch to show: opened with its count and total, as from a deposit slip.
  await open('/admin?tab=gifts', () => page.getByRole('heading', { name: 'Gift entry' }))
  const batches = await call('GET', '/api/gift-batches')
  if (!batches.batches.some((b) => b.status === 'open')) {
    await call('POST', '/api/gift-batches', { name: 'Sunday checks (example)', expectedCount: 2, expectedTotal: '300.00' })
    await open('/admin?tab=gifts', () => page.getByRole('heading', { name: 'Gift entry' }))
  }
  const batchSelect = page.getByLabel('Batch', { exact: true })
  const firstOpen = await batchSelect.locator('option').nth(1).getAttribute('value')
  if (firstOpen) await batchSelect.selectOption(firstOpen)
  await shot('gift-entry', { panel: true })

  // The refund dialog over the Donations list (the list alone where no gift can be refunded).
  await open('/admin?tab=donations', () => page.getByRole('heading', { name: /Donations/ }))
  const refund = page.getByRole('button', { name: /Refund/ }).first()
  if (await refund.isVisible()) {
    await refund.click()
    await page.getByText('Amount to refund').first().waitFor()
  }
  await shot('refund', { panel: true })
  await page.keyboard.press('Escape')

  await open('/admin?tab=report', () => page.getByRole('heading', { name: /Treasurer/ }))
  await shot('treasurer-report', { panel: true })

  // The Duplicates tab with a pair to compare: where the data has none, a second invented check
  // from the same donor under her address with a +tag (one person, two contacts).
  await open('/admin?tab=duplicates', () => page.getByRole('heading', { name: /Possible duplicates/ }))
  if (await page.getByText('No possible duplicates.').isVisible()) {
    await call('POST', '/api/donations/offline', {
      donorName: 'Example Donor', email: 'example.donor+church@example.org', amount: '50.00', receivedAt: new Date().toISOString().slice(0, 10),
      method: 'check', checkNumber: '1043', requestId: crypto.randomUUID(),
    })
    await call('POST', '/api/donor-contacts/consolidate', {})
    await open('/admin?tab=duplicates', () => page.getByRole('heading', { name: /Possible duplicates/ }))
  }
  await shot('duplicates', { panel: true })

  await open('/admin?tab=contacts', () => page.getByRole('button', { name: 'Run data consolidation' }))
  if (contacts[0]) {
    await open(`/admin?donor=${contacts[0].id}`, () => page.getByRole('heading', { level: 2 }))
    await shot('donor-record')
  }

  // An intake case to show: one invented request, sent as the public form sends it.
  const cases = await call('GET', '/api/inbox/intake-requests?view=all')
  let caseId = (cases.requests ?? cases.docs ?? cases)[0]?.id
  if (!caseId) {
    await call('POST', '/api/intake', {
      firstName: 'Example', lastName: '', email: '', phone: '(555) 010-0100', preferredContact: 'text',
      clothingSizes: { topSize: 'M', bottomSize: '10', shoeSize: '8', undergarments: '' },
      specificNeeds: 'An interview outfit', appointmentPreference: 'weekday-evening', referralSource: 'Example',
      additionalInfo: '', privacyConsent: true,
    })
    const again = await call('GET', '/api/inbox/intake-requests?view=all')
    caseId = (again.requests ?? again.docs ?? again)[0]?.id
  }
  if (caseId) {
    await open(`/admin?intake=${caseId}`, () => page.getByRole('heading', { level: 2 }))
    await shot('intake-case')
  }

  await open('/admin?tab=orders', () => page.getByRole('heading', { name: /Orders/ }))
  await shot('orders', { panel: true })

  // The drop-off form as a tablet at the door shows it.
  await page.setViewportSize({ width: 820, height: 1180 })
  await open('/admin/goods', () => page.getByRole('button', { name: 'Log drop-off' }))
  await shot('drop-off')
} finally {
  await browser.close()
}

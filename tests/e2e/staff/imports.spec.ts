import { readFile } from 'node:fs/promises'

import { PERSONAL_MARKER } from '../../support/markers'

import { expect, expectAccessible, test } from '../fixtures'
import { tabTo } from '../tab-to'
import { createStaff, signIn } from '../staff-accounts'

/**
 * Issue 44: a treasurer moves the foundation's history in from a spreadsheet — uploads it,
 * corrects the one column the importer could not name, resolves a row that matches two donors
 * with the keyboard, commits, watches it finish, and downloads the rows not imported.
 */

const JSON_HEADERS = { 'sec-fetch-site': 'same-origin' }

test('upload, correct a mapping, resolve an ambiguous row by keyboard, commit, download the rejects', async ({ page }) => {
  test.setTimeout(180_000)
  const token = Date.now().toString(36)
  const last = `Bedelia${token}${PERSONAL_MARKER}`
  await signIn(page, await createStaff('treasurer'))

  // Two donors of one name and ZIP code, already in the records (an earlier import of contacts).
  const contacts = ['First Name,Last Name,Email,Zip', `Amelia,${last},amelia1.${token}@example.org,73301`, `Amelia,${last},amelia2.${token}@example.org,73301`].join('\n')
  const uploaded = await page.request.post('/api/imports', {
    headers: JSON_HEADERS,
    multipart: { file: { name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(contacts) }, kind: 'contacts', source: `e2e-contacts-${token}` },
  })
  expect(uploaded.status()).toBe(201)
  const { id: contactsImport } = (await uploaded.json()) as { id: number }
  await expect
    .poll(async () => ((await (await page.request.get(`/api/imports/${contactsImport}`, { headers: JSON_HEADERS })).json()) as { status: string }).status)
    .toBe('ready')
  expect((await page.request.post(`/api/imports/${contactsImport}/commit`, { headers: JSON_HEADERS })).status()).toBe(202)
  await expect
    .poll(async () => ((await (await page.request.get(`/api/imports/${contactsImport}`, { headers: JSON_HEADERS })).json()) as { status: string }).status)
    .toBe('done')

  await page.goto('/admin?tab=imports')
  await expect(page.getByRole('heading', { name: 'Import donors and gifts' })).toBeVisible()
  await expectAccessible(page, 'imports tab')

  // "Gift Total" is no name the importer knows: staff map it by hand.
  const gifts = [
    'First Name,Last Name,Email,Zip,Gift Total,Date,Transaction ID',
    `Nora,New${token}${PERSONAL_MARKER},nora.${token}@example.org,10001,40.00,2024-03-01,e2e-${token}-1`,
    `Amelia,${last},,73301,25.00,2024-03-02,e2e-${token}-2`,
    `Otto,Odd${token}${PERSONAL_MARKER},otto.${token}@example.org,10002,12.00,03/04/2024,e2e-${token}-3`,
  ].join('\n')
  await page.getByLabel('CSV file').setInputFiles({ name: 'gifts.csv', mimeType: 'text/csv', buffer: Buffer.from(gifts) })
  await page.getByLabel('Source (the tool it comes from, e.g. donorbox)').fill(`e2e-${token}`)
  await page.getByRole('button', { name: 'Upload and check' }).click()
  await expect(page).toHaveURL(/import=\d+/)
  await expect(page.getByTestId('import-status')).toContainText('Dry run ready')
  await expect(page.getByTestId('import-count-error')).toHaveText('3')

  await page.getByLabel('Amount', { exact: true }).selectOption('Gift Total')
  await page.getByRole('button', { name: 'Apply mapping' }).click()
  await expect(page.getByTestId('import-status')).toContainText('Dry run ready')
  await expect(page.getByTestId('import-count-create')).toHaveText('1')
  await expect(page.getByTestId('import-count-ambiguous')).toHaveText('1')
  await expect(page.getByTestId('import-count-error')).toHaveText('1')
  await expectAccessible(page, 'dry run')

  // The Amelia row: her two namesakes as radio buttons, chosen and confirmed with the keyboard.
  const ambiguous = page.locator('[data-row="3"]')
  const firstCandidate = ambiguous.getByRole('radio').first()
  await firstCandidate.focus()
  await page.keyboard.press('Space')
  await expect(firstCandidate).toBeChecked()
  await tabTo(page, ambiguous.getByRole('button', { name: 'Use this donor' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('import-count-ambiguous')).toHaveText('0')
  await expect(page.getByTestId('import-count-update')).toHaveText('1')

  await page.getByRole('button', { name: 'Commit 2 rows' }).click()
  await expect(page.getByTestId('import-status')).toContainText(/Importing|Imported/)
  await expect(page.getByTestId('import-status')).toHaveText('Imported', { timeout: 60_000 })
  await expectAccessible(page, 'import done')

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download rows not imported (1)' }).click()
  const download = await downloading
  const text = await readFile((await download.path())!, 'utf8')
  expect(text).toContain('could be read two ways')
  expect(text).toContain(`otto.${token}@example.org`)

  // Small screens: the table scrolls inside its frame, the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(1)
})

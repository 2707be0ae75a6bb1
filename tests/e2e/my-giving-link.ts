import type { Page } from '@playwright/test'

import { waitForMail } from '../support/mail'
import { expect } from './fixtures'

/** On /my-giving: asks for a sign-in link for `email`. */
export async function askForLink(page: Page, email: string) {
  await page.getByLabel('Your e-mail address').fill(email)
  await page.getByRole('button', { name: 'Send me a link' }).click()
}

/** Opens the newest My giving link the sink holds for `email`. */
export async function openLinkFromMail(page: Page, email: string) {
  const mails = await waitForMail({ to: email, subject: /^Manage your giving/ })
  const link = /https?:\/\/\S+\/my-giving\/open\?token=[A-Za-z0-9_-]+/.exec(mails[mails.length - 1].text)![0]
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  await expect(page).toHaveURL(/\/my-giving$/)
}

/** Signs the donor at `email` in to My giving as she does: a link asked for on /my-giving, opened from her e-mail. */
export async function signInToMyGiving(page: Page, email: string) {
  await page.goto('/my-giving')
  await askForLink(page, email)
  await openLinkFromMail(page, email)
}

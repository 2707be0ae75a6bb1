import type { Locator, Page } from '@playwright/test'

import { stripeRequests } from '../support/money/stripe'
import { expect, visit, waitForHydration } from './fixtures'
import { keepOneTime } from './monthly-ask'

/** The gift form of /donate and of a level page, while it is set to one-time. */
export function oneTimeForm(page: Page) {
  return page.getByRole('region', { name: 'One-Time Donation' })
}

/** Opens /donate (checked with axe), waits until its form answers, and returns the one-time form. */
export async function openDonateForm(page: Page) {
  await visit(page, '/donate')
  await waitForHydration(page)
  return oneTimeForm(page)
}

/** Picks one of the form's preset amounts, as "$50". */
export async function choosePreset(form: Locator, amount: string) {
  await form.getByRole('button', { name: amount, exact: true }).click()
}

/** Types the donor's name and e-mail address into the form. */
export async function fillDonor(form: Locator, email: string, { firstName = 'June', lastName = 'Hollis' } = {}) {
  await form.getByLabel('First name').fill(firstName)
  await form.getByLabel('Last name').fill(lastName)
  await form.getByLabel('Email').fill(email)
}

/**
 * Opens /donate and fills a one-time gift of a preset amount from a named donor, up to (not
 * through) "Continue to payment"; returns the form.
 */
export async function startOneTimeGift(page: Page, { amount, email, ...name }: { amount: string; email: string; firstName?: string; lastName?: string }) {
  const form = await openDonateForm(page)
  await choosePreset(form, amount)
  await fillDonor(form, email, name)
  return form
}

/** "Continue to payment"; a one-time gift under $250 first declines the monthly ask (issue 29). */
export async function continueToPayment(page: Page, form: Locator, { oneTime = true } = {}) {
  await form.getByRole('button', { name: /Continue to payment/ }).click()
  if (oneTime) await keepOneTime(page)
}

/** Donate Now once the payment element is there, up to the thank-you screen. */
export async function donateNow(page: Page, form: Locator) {
  await expect(form.getByTestId('stripe-card-number')).toBeVisible()
  await form.getByRole('button', { name: 'Donate Now' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
}

/** What the site sent the fake Stripe (POSTs to `path`) for the gift of the donor at `email`. */
export async function stripeRequestsFor(email: string, path: string) {
  return (await stripeRequests({ method: 'POST', path })).filter(
    (request) => (request.body.metadata as Record<string, string> | undefined)?.email === email,
  )
}

/** What the payment step says when Stripe.js could not load. */
export function paymentLoadFailure(form: Locator) {
  return form.getByRole('alert').filter({ hasText: 'The secure payment form could not load.' })
}

/** Answers every request for Stripe.js as an ad blocker would; returns the pattern to unroute. */
export async function blockStripeJs(page: Page) {
  const stripeJs = /^https:\/\/js\.stripe\.com\//
  await page.route(stripeJs, (route) => route.abort('blockedbyclient'))
  return stripeJs
}

import type { Page } from '@playwright/test'

import { expectToast, visit, waitForHydration } from './fixtures'

/** Fills checkout's shipping address with a valid US address. */
export async function fillShippingAddress(page: Page, name = 'Rose Gardner') {
  const address = page.getByTestId('shipping-address')
  await address.getByRole('textbox', { name: 'Full name' }).fill(name)
  await address.getByRole('textbox', { name: 'Address line 1' }).fill('12 Elm Street')
  await address.getByRole('textbox', { name: 'City' }).fill('Nashville')
  await address.getByRole('combobox', { name: 'State' }).selectOption('TN')
  await address.getByRole('textbox', { name: 'ZIP code' }).fill('37201')
}

/** Fills checkout's contact details (the e-mail left out when `email` is empty) and, for a cart that ships, its address. */
export async function fillCheckoutDetails(page: Page, { email = 'shopper@example.org' }: { email?: string } = {}) {
  if (email) await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Rose')
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Gardner')
  await fillShippingAddress(page)
}

/** One unit of a product into the cart from its page (checked with axe), as a shopper does. */
export async function addOneToCart(page: Page, productId: string) {
  await visit(page, `/product/${productId}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: /^Add to Cart/ }).click()
  await expectToast(page, 'Added to cart')
}

/** Buys one unit of a product: into the cart from its page, then checkout, filled up to "Continue to Payment". */
export async function checkOutOne(page: Page, productId: string) {
  await addOneToCart(page, productId)
  await page.goto('/checkout')
  await waitForHydration(page)
  await fillCheckoutDetails(page)
}

import type { Page } from '@playwright/test'

/** Fills checkout's shipping address with a valid US address. */
export async function fillShippingAddress(page: Page, name = 'Rose Gardner') {
  const address = page.getByTestId('shipping-address')
  await address.getByRole('textbox', { name: 'Full name' }).fill(name)
  await address.getByRole('textbox', { name: 'Address line 1' }).fill('12 Elm Street')
  await address.getByRole('textbox', { name: 'City' }).fill('Nashville')
  await address.getByRole('combobox', { name: 'State' }).selectOption('TN')
  await address.getByRole('textbox', { name: 'ZIP code' }).fill('37201')
}

import type { Page } from '@playwright/test'

import { expect } from './fixtures'

/** The monthly ask a one-time gift under $250 meets before payment (issue 29). */
export function monthlyAsk(page: Page) {
  return page.getByRole('dialog', { name: 'Would you make it monthly?' })
}

/** Answers the ask with "No, keep my one-time gift": the gift goes to payment as chosen. */
export async function keepOneTime(page: Page) {
  const ask = monthlyAsk(page)
  await ask.getByRole('button', { name: 'No, keep my one-time gift' }).click()
  await expect(ask).toHaveCount(0)
}

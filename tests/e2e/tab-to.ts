import type { Locator, Page } from '@playwright/test'

import { expect } from './fixtures'

/**
 * Presses Tab until `target` has focus, as a keyboard user would; fails (on `target` not being
 * focused) after 200 presses, more than any page of the site has stops.
 */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 200; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

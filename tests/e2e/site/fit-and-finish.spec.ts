import type { Page } from '@playwright/test'

import { uniqueEmail } from '../../support/api'
import { createTestProduct } from '../../support/shop'
import { expect, expectAccessible, expectToast, test, toastLocator, visit, waitForHydration } from '../fixtures'
import { blockStripeJs, choosePreset, continueToPayment, openDonateForm, paymentLoadFailure, startOneTimeGift } from '../donation-form'
import { mockStripeJs } from '../stripe-stub'
import { addOneToCart, fillCheckoutDetails } from '../checkout'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** A cart holding one unit of a fresh product (handmade: it ships, checkout asks where to), put there the way a shopper does. */
async function fillCart(page: Page) {
  const product = await createTestProduct({ inventory: 5, priceCents: 1500 })
  await addOneToCart(page, product.id)
  return product
}

test.describe('the payment step on a 390 px phone', () => {
  test.use({ viewport: PHONE })

  test('after "Continue to payment" on /donate the payment element is in view and focused', async ({ page }) => {
    await mockStripeJs(page)
    const form = await startOneTimeGift(page, { amount: '$50', email: uniqueEmail('phone-donor') })
    await continueToPayment(page, form)
    const card = form.getByTestId('stripe-card-number')
    await expect(card).toBeFocused()
    await expect(card).toBeInViewport()
    await expect(form.getByRole('heading', { name: 'One-Time Donation' })).toBeInViewport()
  })

  test('after "Continue to Payment" on /checkout the payment element is in view and focused', async ({ page }) => {
    await mockStripeJs(page)
    await fillCart(page)
    await visit(page, '/checkout')
    await waitForHydration(page)
    await fillCheckoutDetails(page, { email: uniqueEmail('fit') })
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const card = page.getByTestId('stripe-card-number')
    await expect(card).toBeFocused()
    await expect(card).toBeInViewport()
  })
})

test.describe('errors where they happen', () => {
  test('a missing e-mail on checkout marks the field, beside the toast, and focuses it', async ({ page }) => {
    await mockStripeJs(page)
    await fillCart(page)
    await visit(page, '/checkout')
    await waitForHydration(page)
    await fillCheckoutDetails(page, { email: '' })
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
    const email = page.getByRole('textbox', { name: 'Email', exact: true })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter your email address.')
    await expect(page.getByText('Please enter your email address.')).toBeVisible()
    await expect(email).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).not.toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page, '/checkout with a marked field')
    // Typing clears the mark; the next attempt goes through to payment.
    await email.fill(uniqueEmail('fixed'))
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByTestId('stripe-card-number')).toBeVisible()
  })

  test('a donation without a name marks the name fields and focuses the first', async ({ page }) => {
    const form = await openDonateForm(page)
    await choosePreset(form, '$25')
    await form.getByLabel('Email').fill(uniqueEmail('nameless'))
    await form.getByRole('button', { name: /Continue to payment/ }).click()
    await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Please enter your first name.')).toBeVisible()
    await expect(form.getByLabel('First name')).toBeFocused()
    await expectAccessible(page, '/donate with marked fields')
  })

  test('form controls stop below the sticky header when scrolled to', async ({ page }) => {
    await page.goto('/intake-form')
    const margin = await page
      .getByRole('textbox', { name: /First Name/ })
      .evaluate((element) => parseFloat(getComputedStyle(element).scrollMarginTop))
    const header = await page.locator('header').first().evaluate((element) => element.getBoundingClientRect().height)
    expect(margin).toBeGreaterThanOrEqual(header)
  })
})

test.describe('when Stripe.js cannot load', () => {
  test('the payment step says so and loads on "Try again"', async ({ page }) => {
    const stripeJs = await blockStripeJs(page)
    const form = await startOneTimeGift(page, { amount: '$50', email: uniqueEmail('blocked') })
    await continueToPayment(page, form)
    const notice = paymentLoadFailure(form)
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('ad blocker')
    const retry = notice.getByRole('button', { name: 'Try again' })
    await expect(retry).toBeFocused()
    await expectAccessible(page, '/donate with Stripe blocked')

    await page.unroute(stripeJs)
    await mockStripeJs(page)
    await retry.click()
    await expect(form.getByTestId('stripe-card-number')).toBeVisible()
    await expect(notice).toHaveCount(0)
    await expect(form.getByRole('button', { name: 'Donate Now' })).toBeEnabled()
  })
})

/** Labels of visible buttons and button-styled links that break over more than one line. */
async function wrappedButtonLabels(page: Page) {
  return page.evaluate(() => {
    const candidates = Array.from(document.querySelectorAll<HTMLElement>('button, a[class*="rounded-full"]'))
    const wrapped: string[] = []
    for (const element of candidates) {
      const box = element.getBoundingClientRect()
      if (!box.width || !box.height || getComputedStyle(element).visibility === 'hidden') continue
      if (element.closest('[aria-hidden="true"]')) continue
      // Each line of visible text is its own rectangle; rectangles of one line share a middle.
      // Screen-reader-only text ("opens in a new tab") is clipped to 1 px and is not a line.
      const tops: number[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 1 && rect.height > 1) tops.push(Math.round(rect.top + rect.height / 2))
        }
      }
      const lines = tops.filter((top, index) => tops.findIndex((other) => Math.abs(other - top) <= 4) === index)
      if (lines.length > 1) wrapped.push(element.innerText.trim())
    }
    return wrapped
  })
}

test.describe('header and buttons at 1280 px', () => {
  test.use({ viewport: DESKTOP })

  test('the navigation is one row, in the spec order, with the rest under More', async ({ page }) => {
    await visit(page, '/')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const tops = await nav.locator(':scope > ul > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top))
    expect(tops.length).toBeGreaterThan(1)
    expect(new Set(tops.map(Math.round)).size).toBe(1)
    const headerHeight = await page.locator('header').first().evaluate((element) => element.getBoundingClientRect().height)
    expect(headerHeight).toBeLessThan(80)
    // The row fits: it neither runs under the cart and Donate Now nor past the logo.
    const row = await nav.locator(':scope > ul').boundingBox()
    const cart = await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).boundingBox()
    const logo = await page.getByRole('banner').getByRole('link', { name: 'Bloom Hope Foundation' }).boundingBox()
    expect(row!.x + row!.width).toBeLessThanOrEqual(cart!.x)
    expect(row!.x).toBeGreaterThanOrEqual(logo!.x + logo!.width)
    expect(await wrappedButtonLabels(page)).toEqual([])

    await nav.getByRole('button', { name: 'More' }).click()
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Store',
      'Services',
      'Bloom Boutique',
      'Gardens',
      'Get Involved',
      'Sponsorship',
      'Donors Circle',
      'Partners',
      'About',
      'Feedback',
      'Contact',
    ])
    await expectAccessible(page, '/ with More open')
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveCount(0)
    await expect(nav.getByRole('button', { name: 'More' })).toBeFocused()
  })

  test('a page under More marks More as where you are', async ({ page }) => {
    await visit(page, '/about')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'More' }).click()
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveCount(0)
  })

  for (const path of ['/', '/media-kit', '/services']) {
    test(`no button label wraps on ${path}`, async ({ page }) => {
      await visit(page, path)
      await waitForHydration(page)
      expect(await wrappedButtonLabels(page)).toEqual([])
    })
  }

  test("the footer's newsletter placeholder is shown whole", async ({ page }) => {
    await page.goto('/')
    const input = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' })
    const fits = await input.evaluate((element: HTMLInputElement) => {
      const style = getComputedStyle(element)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return context.measureText(element.placeholder).width <= room
    })
    expect(fits).toBe(true)
  })
})

test.describe('buttons on a 390 px phone', () => {
  test.use({ viewport: PHONE })

  for (const path of ['/media-kit', '/services']) {
    test(`the e-mail pill on ${path} stays one line and names the whole address`, async ({ page }) => {
      await visit(page, path)
      await waitForHydration(page)
      const pill = page.getByRole('link', { name: /^Email \S+@\S+$/ }).first()
      await expect(pill).toBeVisible()
      await expect(pill).toHaveAttribute('href', /^mailto:\S+@\S+$/)
      const address = (await pill.getAttribute('href'))!.replace(/^mailto:/, '')
      await expect(pill).toHaveAccessibleName(`Email ${address}`)
      const box = (await pill.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
      expect(await wrappedButtonLabels(page)).toEqual([])
    })
  }
})

test.describe('cart feedback', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px the "Added to cart" toast offers View cart and leaves the cart icon uncovered`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const product = await createTestProduct({ inventory: 5 })
      await visit(page, '/store')
      await waitForHydration(page)
      await page.getByRole('button', { name: `Add to Cart: ${product.name}` }).click()
      const toast = await expectToast(page, 'Added to cart', `${product.name} has been added to your cart.`)
      const toastBox = await toast.boundingBox()
      const cartBox = await page.getByRole('link', { name: /^Cart/ }).boundingBox()
      expect(toastBox && cartBox).toBeTruthy()
      const overlaps =
        toastBox!.x < cartBox!.x + cartBox!.width &&
        cartBox!.x < toastBox!.x + toastBox!.width &&
        toastBox!.y < cartBox!.y + cartBox!.height &&
        cartBox!.y < toastBox!.y + toastBox!.height
      expect(overlaps).toBe(false)
      await toast.getByRole('link', { name: 'View cart' }).click()
      await expect(page).toHaveURL(/\/cart$/)
      await expect(page.getByTestId('cart-line').filter({ hasText: product.name })).toBeVisible()
      await expect(toastLocator(page)).toHaveCount(0)
    })
  }
})

import fc from 'fast-check'
import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { BASE_URL } from '../support/api'
import { testPayload } from '../support/payload'
import { stripeRequests } from '../support/stripe'

/**
 * Random and malformed bodies against every public write call. Whatever arrives, the answer is
 * never a 5xx, and a rejected body writes nothing: no row, and no call to Stripe.
 */
type Target = { path: string; writes: CollectionSlug[] }

const TARGETS: Target[] = [
  { path: '/api/newsletter', writes: ['newsletter-subscribers'] },
  { path: '/api/login', writes: [] },
  { path: '/api/orders', writes: ['orders'] },
  { path: '/api/create-payment-intent', writes: [] },
  { path: '/api/create-donation-intent', writes: [] },
]

const jsonValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constantFrom('', ' ', 'a@b', 'x'.repeat(5000), '75.00', '-1', '0', '1e309', '<script>alert(1)</script>', "'; DROP TABLE orders; --"),
)

const FIELDS = [
  'email', 'firstName', 'lastName', 'source', 'username', 'password', 'amount', 'orderId', 'totalAmount', 'items',
  'donationType', 'subject', 'message', 'phone', 'productId', 'quantity', 'price', 'website', 'driveType', 'location',
]

/** Bodies shaped like the real ones with wrong values, plus arbitrary JSON and plain garbage. */
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  fc.record({ items: fc.array(fc.dictionary(fc.constantFrom('productId', 'quantity', 'price'), jsonValue), { maxLength: 3 }) }).map((v) => JSON.stringify(v)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '[]', 'null', '""', '{"email":', '\u0000', '{"__proto__":{"admin":true}}'),
)

async function rowCounts(slugs: CollectionSlug[]) {
  const payload = await testPayload()
  return Promise.all(slugs.map(async (collection) => (await payload.count({ collection, overrideAccess: true })).totalDocs))
}

describe('fuzzing the public API', () => {
  for (const target of TARGETS) {
    it(`${target.path}: no 5xx, and nothing written for a rejected body`, async () => {
      let seq = 0
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          seq += 1
          const before = await rowCounts(target.writes)
          // Writes only: the periodic reconciliation may list Stripe's events (GET) at any moment.
          const stripeBefore = (await stripeRequests({ method: 'POST' })).length
          const response = await fetch(`${BASE_URL}${target.path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              // A distinct client address per request keeps form rate limits out of the way.
              'x-forwarded-for': `198.51.${100 + Math.floor(seq / 250)}.${seq % 250}`,
            },
            body: text,
          })
          const answer = await response.text()
          expect(response.status, `${target.path} ← ${text.slice(0, 120)} → ${answer.slice(0, 200)}`).toBeLessThan(500)
          expect(() => JSON.parse(answer), 'answers JSON').not.toThrow()
          if (response.status >= 400) {
            expect(await rowCounts(target.writes)).toEqual(before)
            expect((await stripeRequests({ method: 'POST' })).length).toBe(stripeBefore)
          }
        }),
        { numRuns: 60 },
      )
    }, 180_000)
  }
})

import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { isUniqueViolation } from '@/lib/db-errors'

describe('isUniqueViolation', () => {
  it("recognises Payload's unique-field error and Postgres' 23505, whatever the class is called", () => {
    const payloadError = new ValidationError({ collection: 'stripe-events', errors: [{ message: 'Value must be unique', path: 'eventId' }] })
    Object.defineProperty(payloadError, 'name', { value: 'o' }) // as a minified production build names it
    expect(isUniqueViolation(payloadError)).toBe(true)
    expect(isUniqueViolation(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(true)
    expect(isUniqueViolation(Object.assign(new Error('wrapped'), { cause: { code: '23505' } }))).toBe(true)
  })

  it('does not mistake other failures for a lost race', () => {
    const required = new ValidationError({ collection: 'orders', errors: [{ message: 'This field is required.', path: 'email' }] })
    expect(isUniqueViolation(required)).toBe(false)
    expect(isUniqueViolation(new Error('connection reset'))).toBe(false)
    expect(isUniqueViolation(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(false)
    expect(isUniqueViolation(null)).toBe(false)
  })
})

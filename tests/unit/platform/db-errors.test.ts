import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable, isUniqueViolation } from '@/lib/db-errors'

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

describe('isDatabaseUnavailable', () => {
  it('recognises PostgreSQL restarting or away, through the wrappers Drizzle and Payload add', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true)
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    expect(isDatabaseUnavailable(new Error('Failed query: select …', { cause: terminated }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]))).toBe(true)
  })

  it('leaves bad input and bugs alone (they are not a reason to retry)', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})

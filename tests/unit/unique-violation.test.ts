import { describe, expect, it } from 'vitest'

import { isUniqueViolation } from '@/server/newsletter'

describe('isUniqueViolation', () => {
  it('recognises Payload’s unique-field error even when a production build renamed its class', () => {
    const minified = Object.assign(new Error('The following field is invalid: eventId'), {
      name: 'o',
      data: { errors: [{ path: 'eventId', message: 'Value must be unique' }] },
    })
    expect(isUniqueViolation(minified)).toBe(true)
  })

  it('recognises a raw Postgres unique violation and nothing else', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true)
    expect(isUniqueViolation(Object.assign(new Error('x'), { data: { errors: [{ message: 'This field is required.' }] } }))).toBe(false)
    expect(isUniqueViolation(new Error('boom'))).toBe(false)
  })
})

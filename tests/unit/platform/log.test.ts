import { describe, expect, it } from 'vitest'

import { safeError } from '@/lib/log'

describe('safeError', () => {
  it('keeps a database error findable but drops its SQL, parameters and detail', () => {
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: 'Key (email)=(maya.secret@example.org) already exists.',
      table: 'drive_inquiries',
      constraint: 'drive_inquiries_email_idx',
    })
    const drizzle = Object.assign(new Error('Failed query: insert into "drive_inquiries" values ($1, $2)\nparams: Maya,maya.secret@example.org'), {
      query: 'insert into "drive_inquiries" values ($1, $2)',
      params: ['Maya', 'maya.secret@example.org'],
      cause: pg,
    })
    const logged = JSON.stringify(safeError(drizzle))
    expect(logged).not.toContain('maya.secret')
    expect(logged).not.toContain('Maya')
    expect(logged).toContain('23505')
    expect(logged).toContain('drive_inquiries_email_idx')
  })

  it('gives a refused request one line without a stack, and a fault its stack', () => {
    const forbidden = Object.assign(new Error('You are not allowed to perform this action.'), { status: 403 })
    expect(safeError(forbidden)).not.toHaveProperty('stack', expect.anything())
    expect(safeError(new Error('boom')).stack).toBeTruthy()
  })
})

import { expect } from 'vitest'

import { call } from '../api'

/** The gift ledger's rows (/api/donations, newest first, up to `limit`) as the staff member signed in with `cookie` sees them. */
export async function ledgerRows<Row>(cookie: string, limit = 5000): Promise<Row[]> {
  const answer = await call<{ donations: Row[] }>(`/api/donations?limit=${limit}`, { cookie })
  expect(answer.status).toBe(200)
  return answer.body.donations
}

import { randomBytes } from 'node:crypto'

import type { Role } from '@/access/roles'

import { call, cookieFrom } from './api'
import { testPayload } from './payload'

export const ALL_ROLES: Role[] = ['admin', 'treasurer', 'intake', 'editor']

/** A long random password: staff passwords must be long and uncommon. */
export function strongPassword() {
  return `Tp-${randomBytes(18).toString('base64url')}-9x`
}

export type StaffAccount = { id: number; username: string; password: string; role: Role; cookie: string }

/** Creates a staff account of the role through Payload's Local API and signs it in over HTTP. */
export async function staffAccount(role: Role, label = 'acct'): Promise<StaffAccount> {
  const payload = await testPayload()
  const username = `${role}-${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.toLowerCase()
  const password = strongPassword()
  const user = await payload.create({ collection: 'users', data: { username, password, role }, overrideAccess: true })
  const answer = await call('/api/login', { body: { username, password } })
  if (answer.status !== 200) throw new Error(`sign-in of ${username} failed: ${answer.status}`)
  return { id: user.id, username, password, role, cookie: cookieFrom(answer.headers) }
}

/** One signed-in account of every role. */
export async function staffOfEveryRole(label: string) {
  const accounts = {} as Record<Role, StaffAccount>
  for (const role of ALL_ROLES) accounts[role] = await staffAccount(role, label)
  return accounts
}

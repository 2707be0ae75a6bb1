import { createHash, pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import { AuthenticationError, LockedAuth, ValidationError, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook } from 'payload'

import { passwordProblem } from '@/features/auth/password-policy'
import { countHit } from '@/server/abuse'

const pbkdf2Async = promisify(pbkdf2)

/** On create and on every password change: at least 12 characters, not a common password. */
export const checkPasswordPolicy: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password === '') return data
  const problem = passwordProblem(password)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }], req })
  return data
}

/**
 * An unknown username must look exactly like a wrong password: the same error, after the same
 * work (a password hash with Payload's own parameters and one counter write, where a known
 * account gets its hash check and attempt count), and after the same number of tries the same
 * lock answer, so the lock does not tell that an account exists either.
 */
export const disguiseUnknownUser: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { username?: unknown; password?: unknown } }).data ?? {}
  const username = typeof data.username === 'string' ? data.username.toLowerCase().trim() : ''
  if (!username) return args
  const found = await req.payload.db.findOne({ collection: 'users', where: { username: { equals: username } }, req })
  if (found) return args

  const password = typeof data.password === 'string' ? data.password : ''
  await pbkdf2Async(password, 'no-such-account', 600_000, 32, 'sha256')
  const auth = req.payload.collections.users.config.auth
  const key = `login-unknown:${createHash('sha256').update(username).digest('hex').slice(0, 32)}`
  const { count } = await countHit(req.payload, key, Math.ceil((auth.lockTime || 600_000) / 1000))
  if (auth.maxLoginAttempts > 0 && count > auth.maxLoginAttempts) throw new LockedAuth(req.t)
  throw new AuthenticationError(req.t)
}

import { createHash, pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import { APIError, AuthenticationError, LockedAuth, ValidationError, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook } from 'payload'

import { passwordProblem } from '@/domain/auth/password-policy'
import { clientAddress, countHit, positiveInt } from '@/lib/rate-limit'

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
  // Staff sign in with a username: the error names what the form asked for.
  throw new AuthenticationError(req.t, true)
}

export const PASSWORD_RESET_LIMIT_MESSAGE = 'Too many password reset requests. Please wait an hour and try again, or ask an administrator.'

/**
 * Payload's REST answer shows an error's message only when the error carries data (the admin's
 * form then shows it as a toast); the data says when to try again.
 */
function tooManyResets(retryAfterSeconds: number) {
  return new APIError(PASSWORD_RESET_LIMIT_MESSAGE, 429, { retryAfterSeconds }, true)
}

/** Read per call so a test server (or an operator) can change them by environment. */
export function passwordResetLimits() {
  return {
    perAddress: positiveInt(process.env.RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS, 5),
    perAccount: positiveInt(process.env.RATE_LIMIT_PASSWORD_RESETS_PER_ACCOUNT, 3),
    windowSeconds: positiveInt(process.env.RATE_LIMIT_PASSWORD_RESETS_WINDOW_SECONDS, 3600),
  }
}

/**
 * Forgot-password requests, from any door (the admin's form, /api/cms, the Local API with a
 * request), are counted per client address and per account name in PostgreSQL, so a script can
 * neither flood a staff member's inbox nor probe names from many instances. The account count
 * runs for names that do not exist too, so a refusal tells nothing about who has an account.
 * The counters are written outside the operation's transaction and keep counting if it fails.
 */
export const limitPasswordResets: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  const data = (args as { data?: { username?: unknown } }).data ?? {}
  const username = typeof data.username === 'string' ? data.username.toLowerCase().trim() : ''
  const { perAddress, perAccount, windowSeconds } = passwordResetLimits()
  const address = await countHit(req.payload, `password-reset-address:${clientAddress(req.headers)}`, windowSeconds)
  if (address.count > perAddress) throw tooManyResets(address.retryAfter)
  if (username) {
    const account = await countHit(req.payload, `password-reset-account:${createHash('sha256').update(username).digest('hex').slice(0, 32)}`, windowSeconds)
    if (account.count > perAccount) throw tooManyResets(account.retryAfter)
  }
  return args
}

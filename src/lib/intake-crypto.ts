import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Authenticated encryption (AES-256-GCM, Node's crypto) of a woman's intake answers, so a
 * database dump, a backup or someone with SQL access sees only ciphertext.
 *
 * Keys: `INTAKE_ENCRYPTION_KEY` is the current key, 32 random bytes in base64
 * (`openssl rand -base64 32`); `INTAKE_ENCRYPTION_OLD_KEYS` lists earlier keys, comma-separated,
 * so records written before a rotation still read back until `npm run rotate-intake-key` has
 * re-encrypted them. Each key is known by an id derived from it (no name for operators to keep in
 * sync); the id is stored beside each record's ciphertext.
 *
 * Stored form: base64 of iv (12 bytes) ‖ tag (16 bytes) ‖ ciphertext. The key id is bound as
 * additional authenticated data, so a ciphertext moved under another key id fails to open.
 */

const ALGORITHM = 'aes-256-gcm'
const IV_BYTES = 12
const TAG_BYTES = 16
const KEY_BYTES = 32

export type IntakeKey = { id: string; key: Buffer }
export type IntakeKeyring = { current: IntakeKey; all: Map<string, IntakeKey> }

export class IntakeKeyError extends Error {
  override name = 'IntakeKeyError'
}

/** A ciphertext that does not open: altered, truncated, or written under a key we no longer hold. */
export class IntakeDecryptionError extends Error {
  override name = 'IntakeDecryptionError'
}

export function keyIdOf(key: Buffer) {
  return createHash('sha256').update('intake-key-id:').update(key).digest('hex').slice(0, 12)
}

export function parseIntakeKey(text: string, label = 'INTAKE_ENCRYPTION_KEY'): IntakeKey {
  const trimmed = text.trim()
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : Buffer.alloc(0)
  if (key.length !== KEY_BYTES) {
    throw new IntakeKeyError(`${label} must be ${KEY_BYTES} random bytes in base64 (e.g. \`openssl rand -base64 32\`).`)
  }
  return { id: keyIdOf(key), key }
}

export function buildKeyring(current: string, old: string[] = []): IntakeKeyring {
  const currentKey = parseIntakeKey(current)
  const all = new Map<string, IntakeKey>([[currentKey.id, currentKey]])
  for (const text of old) {
    if (!text.trim()) continue
    const key = parseIntakeKey(text, 'INTAKE_ENCRYPTION_OLD_KEYS')
    if (!all.has(key.id)) all.set(key.id, key)
  }
  return { current: currentKey, all }
}

/** The keyring from the environment; throws when the current key is missing or malformed. */
export function keyringFromEnv(env: Record<string, string | undefined> = process.env): IntakeKeyring {
  const current = env.INTAKE_ENCRYPTION_KEY
  if (!current) {
    throw new IntakeKeyError(
      'INTAKE_ENCRYPTION_KEY is not set: intake answers cannot be encrypted. Set it to 32 random bytes in base64.',
    )
  }
  return buildKeyring(current, (env.INTAKE_ENCRYPTION_OLD_KEYS ?? '').split(','))
}

let cached: { source: string; keyring: IntakeKeyring } | null = null

/** The process's keyring, parsed once per distinct environment value. */
export function intakeKeyring(): IntakeKeyring {
  const source = `${process.env.INTAKE_ENCRYPTION_KEY ?? ''}|${process.env.INTAKE_ENCRYPTION_OLD_KEYS ?? ''}`
  if (cached?.source !== source) cached = { source, keyring: keyringFromEnv() }
  return cached.keyring
}

function aad(keyId: string) {
  return Buffer.from(`intake-requests:v1:${keyId}`, 'utf8')
}

export function encryptAnswers(value: unknown, keyring: IntakeKeyring = intakeKeyring()) {
  const { id, key } = keyring.current
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(aad(id))
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return { keyId: id, ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') }
}

export function decryptAnswers<T = unknown>(
  stored: { keyId: string | null | undefined; ciphertext: string | null | undefined },
  keyring: IntakeKeyring = intakeKeyring(),
): T {
  const key = stored.keyId ? keyring.all.get(stored.keyId) : undefined
  if (!key) throw new IntakeDecryptionError('No key for this record')
  const raw = Buffer.from(stored.ciphertext ?? '', 'base64')
  if (raw.length < IV_BYTES + TAG_BYTES) throw new IntakeDecryptionError('Ciphertext too short')
  try {
    const decipher = createDecipheriv(ALGORITHM, key.key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES })
    decipher.setAAD(aad(key.id))
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
    return JSON.parse(text) as T
  } catch {
    // GCM's tag check failed (or the plaintext is not ours): never show what came out.
    throw new IntakeDecryptionError('Ciphertext failed authentication')
  }
}

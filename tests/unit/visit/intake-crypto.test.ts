import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { buildKeyring, decryptAnswers, encryptAnswers, IntakeDecryptionError, IntakeKeyError, keyringFromEnv } from '@/lib/intake-crypto'

const keyA = randomBytes(32).toString('base64')
const keyB = randomBytes(32).toString('base64')

describe('intake answer encryption', () => {
  it('round-trips answers and never leaves them readable in the stored form', () => {
    const keyring = buildKeyring(keyA)
    const sealed = encryptAnswers({ firstName: 'MarkerName', clothingSizes: { topSize: 'M' } }, keyring)
    expect(sealed.keyId).toBe(keyring.current.id)
    expect(Buffer.from(sealed.ciphertext, 'base64').toString('latin1')).not.toContain('MarkerName')
    expect(decryptAnswers(sealed, keyring)).toEqual({ firstName: 'MarkerName', clothingSizes: { topSize: 'M' } })
  })

  it('uses a fresh nonce each time', () => {
    const keyring = buildKeyring(keyA)
    expect(encryptAnswers({ a: 1 }, keyring).ciphertext).not.toBe(encryptAnswers({ a: 1 }, keyring).ciphertext)
  })

  it('reads records of an old key after a rotation, and refuses a key it does not hold', () => {
    const sealed = encryptAnswers({ email: 'old@example.org' }, buildKeyring(keyA))
    expect(decryptAnswers(sealed, buildKeyring(keyB, [keyA]))).toEqual({ email: 'old@example.org' })
    expect(() => decryptAnswers(sealed, buildKeyring(keyB))).toThrow(IntakeDecryptionError)
  })

  it('refuses any altered byte, a truncated value and a ciphertext moved under another key id', () => {
    const keyring = buildKeyring(keyB, [keyA])
    const sealed = encryptAnswers({ firstName: 'X' }, keyring)
    const raw = Buffer.from(sealed.ciphertext, 'base64')
    for (const index of [0, 13, raw.length - 1]) {
      const altered = Buffer.from(raw)
      altered[index] = altered[index]! ^ 0x80
      expect(() => decryptAnswers({ ...sealed, ciphertext: altered.toString('base64') }, keyring)).toThrow(IntakeDecryptionError)
    }
    expect(() => decryptAnswers({ ...sealed, ciphertext: raw.subarray(0, 20).toString('base64') }, keyring)).toThrow(IntakeDecryptionError)
    const otherId = [...keyring.all.keys()].find((id) => id !== sealed.keyId)!
    expect(() => decryptAnswers({ ...sealed, keyId: otherId }, keyring)).toThrow(IntakeDecryptionError)
  })

  it('needs a 32-byte base64 key in the environment', () => {
    expect(() => keyringFromEnv({})).toThrow(IntakeKeyError)
    expect(() => keyringFromEnv({ INTAKE_ENCRYPTION_KEY: 'short' })).toThrow(/32 random bytes/)
    expect(() => keyringFromEnv({ INTAKE_ENCRYPTION_KEY: keyA, INTAKE_ENCRYPTION_OLD_KEYS: 'nope' })).toThrow(IntakeKeyError)
    expect(keyringFromEnv({ INTAKE_ENCRYPTION_KEY: keyA, INTAKE_ENCRYPTION_OLD_KEYS: `${keyB},` }).all.size).toBe(2)
  })
})

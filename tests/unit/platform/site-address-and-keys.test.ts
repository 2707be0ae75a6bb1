import { afterEach, describe, expect, it } from 'vitest'

import { serialKeyOf } from '@/lib/keys'
import { configuredSiteUrl, siteIsHttps, siteUrl } from '@/lib/site-url'

const NAMES = ['SITE_URL', 'NEXT_PUBLIC_SERVER_URL', 'PORT'] as const
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))

function setEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) {
    if (values[name] === undefined) delete process.env[name]
    else process.env[name] = values[name]
  }
}

afterEach(() => setEnv(saved as Record<string, string>))

describe('the public address', () => {
  it('is SITE_URL, without a trailing slash, before the older NEXT_PUBLIC_SERVER_URL', () => {
    setEnv({ SITE_URL: 'https://www.example.org/', NEXT_PUBLIC_SERVER_URL: 'https://old.example.org' })
    expect(siteUrl()).toBe('https://www.example.org')
    expect(siteIsHttps()).toBe(true)
  })

  it('falls back to NEXT_PUBLIC_SERVER_URL, read at run time', () => {
    setEnv({ NEXT_PUBLIC_SERVER_URL: 'http://staging.example.org' })
    expect(siteUrl()).toBe('http://staging.example.org')
    expect(siteIsHttps()).toBe(false)
  })

  it('is this server on localhost at its own port when nothing is set, and no configured address', () => {
    setEnv({ PORT: '4123', SITE_URL: '  ' })
    expect(siteUrl()).toBe('http://localhost:4123')
    expect(configuredSiteUrl()).toBeUndefined()
  })
})

describe('row keys in addresses', () => {
  it('accept plain positive integers that fit the column', () => {
    expect(serialKeyOf('1')).toBe(1)
    expect(serialKeyOf('2147483647')).toBe(2147483647)
    expect(serialKeyOf(42)).toBe(42)
  })

  it('refuse everything else', () => {
    for (const raw of ['not-a-key', '-1', '0', '1e9', '01', '1.5', ' 1', '2147483648', '9'.repeat(300), '', null, undefined, 1.5, -3]) {
      expect(serialKeyOf(raw), String(raw)).toBeNull()
    }
  })
})

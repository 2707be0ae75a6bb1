import { describe, expect, it } from 'vitest'

import { emailKey } from '@/domain/donors/duplicates'

describe('emailKey: the address two e-mails share when they are one person', () => {
  it('sets aside dots, a +tag, case and a typo of a common domain', () => {
    expect(emailKey('Mary.Ann+gifts@GMIAL.com')).toBe('maryann@gmail.com')
    expect(emailKey('maryann@gmail.com')).toBe('maryann@gmail.com')
    expect(emailKey(' m.a.r.y.ann@yahooo.com ')).toBe('maryann@yahoo.com')
  })

  it('keeps different names and different domains apart', () => {
    expect(emailKey('maryann@example.org')).not.toBe(emailKey('maryann@example.com'))
    expect(emailKey('mary@gmail.com')).not.toBe(emailKey('maryann@gmail.com'))
  })
})

import { describe, expect, it } from 'vitest'

import { OFFLINE_METHODS } from '@/domain/donations/offline'
import { CONTACT_SUBJECTS } from '@/domain/forms/options'
import { options, valuesOf } from '@/lib/options'

describe('select options', () => {
  it('lists the choices in the order written, each value with its label', () => {
    expect(options({ open: 'Open', 'served-elsewhere': 'Served elsewhere', won: 'Won' })).toEqual([
      { label: 'Open', value: 'open' },
      { label: 'Served elsewhere', value: 'served-elsewhere' },
      { label: 'Won', value: 'won' },
    ])
  })

  it('keeps the contact form subjects as the form shows them', () => {
    expect(CONTACT_SUBJECTS.map((s) => s.label)).toEqual([
      'Support Services',
      'Bloom Boutique',
      'Volunteering',
      'Donations',
      'Products & Orders',
      'Partnership',
      'Other',
    ])
  })

  it('reads the stored values of a table of labels in the order written', () => {
    expect(valuesOf({ to_ask: 'To ask', asked: 'Asked' })).toEqual(['to_ask', 'asked'])
    expect(OFFLINE_METHODS).toEqual(['check', 'cash', 'stock', 'in_kind', 'other'])
  })
})

'use client'

import { useEffect, useState } from 'react'

import type { DonorCategory } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'

const SEARCH_DELAY_MS = 300

export type Choices = { category: string; active: string; donorType: string; segment: string }
export const ALL_CHOICES: Choices = { category: 'all', active: 'all', donorType: 'all', segment: 'all' }

/** The query of spec §7: category omitted when 'all', booleans as true/false. */
export function filterQuery({ search, category, active, donorType, segment }: Choices & { search: string }) {
  const params = new URLSearchParams()
  if (search.trim()) params.set('search', search.trim())
  if (category !== 'all') params.set('category', category)
  if (active !== 'all') params.set('isActive', active)
  if (donorType !== 'all') params.set('isMonthlyDonor', String(donorType === 'monthly'))
  if (segment !== 'all') params.set('segment', segment)
  return params.toString()
}

/**
 * Search (sent 300 ms after the last keystroke) and the four filters of the contacts list. The
 * tab owns the choices (a deleted category resets its filter); the search text stays here.
 */
export function ContactFilters({
  categories,
  choices,
  onChoices,
  onSearch,
}: {
  categories: DonorCategory[] | undefined
  choices: Choices
  onChoices: (choices: Choices) => void
  onSearch: (search: string) => void
}) {
  const [searchInput, setSearchInput] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => onSearch(searchInput), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [searchInput, onSearch])

  const choose = (name: keyof Choices) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChoices({ ...choices, [name]: event.target.value })

  return (
    <>
      <div className={styles.toolbar}>
        <label className={`${styles.field} ${styles.grow}`}>
          Search
          <input type="search" value={searchInput} onChange={(e) => setSearchInput(e.target.value)} placeholder="Name, e-mail or organization" />
        </label>
        <label className={styles.field}>
          Category
          <select value={choices.category} onChange={choose('category')}>
            <option value="all">All categories</option>
            {categories?.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Status
          <select value={choices.active} onChange={choose('active')}>
            <option value="all">All</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </label>
        <label className={styles.field}>
          Donor type
          <select value={choices.donorType} onChange={choose('donorType')}>
            <option value="all">All</option>
            <option value="monthly">Recurring</option>
            <option value="one-time">One-time</option>
          </select>
        </label>
        <label className={styles.field}>
          Retention
          <select value={choices.segment} onChange={choose('segment')} aria-describedby="segment-help">
            <option value="all">All donors</option>
            <option value="lybunt">LYBUNT</option>
            <option value="sybunt">SYBUNT</option>
          </select>
        </label>
      </div>
      <p id="segment-help" style={{ margin: '0 0 1rem', fontSize: '0.9rem' }}>
        LYBUNT: gave last year, not yet this year. SYBUNT: gave in an earlier year, but neither last year nor this year.
        Refunded gifts do not count; the export follows the filters.
      </p>
    </>
  )
}

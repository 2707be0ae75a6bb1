'use client'

import Link from 'next/link'
import { useEffect, useMemo, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import { contactsCsv, exportCsv, fetchAllContacts } from './exports'
import {
  type ConsolidationResult,
  type DonorCategory,
  type DonorContact,
  failureMessage,
  NetworkError,
  StaffApiError,
  staffJson,
  staffRequest,
  swrOptions,
} from './api'
import { CategoryDialog, DeleteCategoryDialog } from './category-dialogs'
import { DonorStatsPanel } from './donor-stats'
import styles from './dashboard.module.css'
import { formatDate, Loading, Notice, type NoticeState, usd } from './parts'

export const DONOR_AUTH_MESSAGE = 'Authentication required. Please log in to access donor data.'
const EMPTY_CONTACTS = 'No donor contacts found. Try running data consolidation to import existing donor data.'
const SEARCH_DELAY_MS = 300

type Choices = { category: string; active: string; donorType: string; segment: string }
type Filters = Choices & { search: string }
const ALL_CHOICES: Choices = { category: 'all', active: 'all', donorType: 'all', segment: 'all' }

/** The query of spec §7: category omitted when 'all', booleans as true/false. */
function filterQuery({ search, category, active, donorType, segment }: Filters) {
  const params = new URLSearchParams()
  if (search.trim()) params.set('search', search.trim())
  if (category !== 'all') params.set('category', category)
  if (active !== 'all') params.set('isActive', active)
  if (donorType !== 'all') params.set('isMonthlyDonor', String(donorType === 'monthly'))
  if (segment !== 'all') params.set('segment', segment)
  return params.toString()
}

type ContactPage = { contacts: DonorContact[]; total: number; totalPages: number }

async function fetchContactPage(key: string): Promise<ContactPage> {
  const response = await staffRequest(key)
  return {
    contacts: (await response.json()) as DonorContact[],
    total: Number(response.headers.get('X-Total-Count') ?? 0),
    totalPages: Number(response.headers.get('X-Total-Pages') ?? 1),
  }
}

function contactsError(error: unknown) {
  if (error instanceof StaffApiError && error.status === 401) return DONOR_AUTH_MESSAGE
  if (error instanceof NetworkError) return 'Error connecting to server'
  return 'Failed to fetch donor contacts'
}

const isDonorKey = (key: unknown) => typeof key === 'string' && key.startsWith('/api/donor-')

export function DonorContactsTab() {
  const { mutate } = useSWRConfig()
  const [searchInput, setSearchInput] = useState('')
  const [search, setSearch] = useState('')
  const [choices, setChoices] = useState<Choices>(ALL_CHOICES)
  const choose = (name: keyof Choices) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setChoices((current) => ({ ...current, [name]: event.target.value }))
  const [paging, setPaging] = useState({ query: '', page: 1 })
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [chosenCategories, setChosenCategories] = useState<Set<number>>(new Set())
  const [notice, setNotice] = useState<NoticeState>(null)
  const [busy, setBusy] = useState<'consolidate' | 'tag' | 'export' | null>(null)
  const [dialog, setDialog] = useState<{ category: DonorCategory | null } | null>(null)
  const [deleting, setDeleting] = useState<DonorCategory | null>(null)

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [searchInput])

  const query = filterQuery({ search, ...choices })
  // A new filter starts again from its first page.
  const page = paging.query === query ? paging.page : 1
  const setPage = (next: number) => setPaging({ query, page: next })

  const categories = useSWR<DonorCategory[]>('/api/donor-categories', staffJson, swrOptions)
  const list = useSWR<ContactPage>(`/api/donor-contacts?${query}${query ? '&' : ''}page=${page}`, fetchContactPage, swrOptions)

  const contacts = useMemo(() => list.data?.contacts ?? [], [list.data])
  const allOnPageSelected = contacts.length > 0 && contacts.every((c) => selected.has(c.id))

  const refreshDonorData = () => mutate(isDonorKey)

  function toggle<T>(set: Set<T>, value: T) {
    const next = new Set(set)
    if (next.has(value)) next.delete(value)
    else next.add(value)
    return next
  }

  async function consolidate() {
    setBusy('consolidate')
    setNotice(null)
    try {
      const result = await staffJson<ConsolidationResult>('/api/donor-contacts/consolidate', { method: 'POST' })
      setNotice({
        kind: 'success',
        text: `Consolidation complete: ${result.uniqueContactsCreated} contacts created, ${result.contactsUpdated} contacts updated, ${result.duplicatesMerged} duplicates merged.`,
      })
      await refreshDonorData()
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error, 'Consolidation failed', 'Error during consolidation') })
    } finally {
      setBusy(null)
    }
  }

  async function applyTags() {
    setBusy('tag')
    setNotice(null)
    const contactIds = [...selected]
    const categoryIds = [...chosenCategories]
    try {
      await staffJson('/api/donor-contacts/bulk-categorize', { body: { contactIds, categoryIds, assignedBy: 'admin' } })
      setNotice({
        kind: 'success',
        text: `Successfully tagged ${contactIds.length} contacts with ${categoryIds.length} categories.`,
      })
      setSelected(new Set())
      setChosenCategories(new Set())
      await list.mutate()
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error, 'Failed to tag contacts', 'Error tagging contacts') })
    } finally {
      setBusy(null)
    }
  }

  async function removeCategory(target: DonorCategory) {
    setDeleting(null)
    setNotice(null)
    try {
      await staffRequest(`/api/donor-categories/${target.id}`, { method: 'DELETE' })
      setChosenCategories((current) => {
        const next = new Set(current)
        next.delete(target.id)
        return next
      })
      if (choices.category === target.name) setChoices((current) => ({ ...current, category: 'all' }))
      await refreshDonorData()
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error, 'Failed to delete category', 'Error deleting category') })
    }
  }

  async function exportContacts() {
    setBusy('export')
    try {
      await exportCsv('donor-contacts', await fetchAllContacts(query), contactsCsv)
    } catch (error) {
      setNotice({ kind: 'error', text: contactsError(error) })
    } finally {
      setBusy(null)
    }
  }

  return (
    <div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />

      <DonorStatsPanel />

      <div className={styles.toolbar}>
        <label className={`${styles.field} ${styles.grow}`}>
          Search
          <input
            type="search"
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
            placeholder="Name, e-mail or organization"
          />
        </label>
        <label className={styles.field}>
          Category
          <select value={choices.category} onChange={choose('category')}>
            <option value="all">All categories</option>
            {categories.data?.map((c) => (
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
            <option value="monthly">Monthly</option>
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

      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.button}
          onClick={consolidate}
          disabled={busy !== null}
          aria-describedby="consolidate-help"
        >
          {busy === 'consolidate' ? 'Consolidating...' : 'Run data consolidation'}
        </button>
        <button type="button" className={styles.buttonSecondary} onClick={exportContacts} disabled={busy !== null}>
          {busy === 'export' ? 'Exporting...' : 'Export contacts CSV'}
        </button>
      </div>
      <p id="consolidate-help" style={{ margin: '0 0 1rem', fontSize: '0.9rem' }}>
        Consolidation merges contacts that share an e-mail and adds or refreshes a contact for everyone who gave, bought or
        subscribed; it never changes status, categories or contact preferences.
      </p>

      <div className={styles.layout}>
        <section aria-labelledby="contacts-heading">
          <div className={styles.toolbar}>
            <h2 id="contacts-heading" style={{ margin: 0, fontSize: '1.1rem' }}>
              Donor contacts{list.data ? ` (${list.data.total.toLocaleString('en-US')})` : ''}
            </h2>
            <span aria-live="polite">{selected.size} selected</span>
            <button
              type="button"
              className={styles.buttonSecondary}
              onClick={() => setSelected(new Set([...selected, ...contacts.map((c) => c.id)]))}
              disabled={contacts.length === 0 || allOnPageSelected}
            >
              Select all
            </button>
            <button
              type="button"
              className={styles.buttonSecondary}
              onClick={() => setSelected(new Set())}
              disabled={selected.size === 0}
            >
              Clear selection
            </button>
          </div>

          {list.error ? (
            <p className={styles.noticeError} role="alert">
              {contactsError(list.error)}
            </p>
          ) : !list.data ? (
            <Loading label="Loading donor contacts…" />
          ) : contacts.length === 0 ? (
            <p className={styles.empty}>{EMPTY_CONTACTS}</p>
          ) : (
            <>
              <div className={styles.tableWrap} aria-busy={list.isValidating}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">
                        <span className={styles.srOnly}>Selected</span>
                      </th>
                      <th scope="col">Name</th>
                      <th scope="col">Email</th>
                      <th scope="col">Organization</th>
                      <th scope="col">Total given</th>
                      <th scope="col">Gifts</th>
                      <th scope="col">Last gift</th>
                      <th scope="col">Donor type</th>
                      <th scope="col">Status</th>
                      <th scope="col">Categories</th>
                    </tr>
                  </thead>
                  <tbody>
                    {contacts.map((contact) => {
                      const name = `${contact.firstName} ${contact.lastName}`.trim() || contact.email
                      return (
                        <tr key={contact.id} data-testid="contact-row">
                          <td>
                            <input
                              type="checkbox"
                              aria-label={`Select ${name}`}
                              checked={selected.has(contact.id)}
                              onChange={() => setSelected(toggle(selected, contact.id))}
                            />
                          </td>
                          <td>
                            <Link href={`/admin?donor=${contact.id}`}>{name}</Link>
                          </td>
                          <td>{contact.email}</td>
                          <td>{contact.organizationName ?? '—'}</td>
                          <td>{usd.format(contact.totalDonationAmount)}</td>
                          <td>{contact.donationCount}</td>
                          <td>{formatDate(contact.lastDonationDate)}</td>
                          <td>{contact.isMonthlyDonor ? 'Monthly' : 'One-time'}</td>
                          <td>{contact.isActive ? 'Active' : 'Inactive'}</td>
                          <td>
                            {contact.categories.map((c) => (
                              <span key={c.id} className={styles.badge}>
                                {c.name}
                              </span>
                            ))}
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
              {list.data.totalPages > 1 && (
                <nav className={styles.pager} aria-label="Contact pages">
                  <button
                    type="button"
                    className={styles.buttonSecondary}
                    onClick={() => setPage(page - 1)}
                    disabled={page <= 1}
                  >
                    Previous
                  </button>
                  <span>
                    Page {page} of {list.data.totalPages}
                  </span>
                  <button
                    type="button"
                    className={styles.buttonSecondary}
                    onClick={() => setPage(page + 1)}
                    disabled={page >= list.data.totalPages}
                  >
                    Next
                  </button>
                </nav>
              )}
            </>
          )}
        </section>

        <aside>
          <section className={styles.panel} aria-labelledby="tagging-heading">
            <h2 id="tagging-heading">Tag selected contacts</h2>
            {categories.data && categories.data.length > 0 ? (
              <ul className={styles.categoryList} aria-label="Categories to apply">
                {categories.data.map((c) => (
                  <li key={c.id}>
                    <label>
                      <input
                        type="checkbox"
                        checked={chosenCategories.has(c.id)}
                        onChange={() => setChosenCategories(toggle(chosenCategories, c.id))}
                      />
                      {c.name}
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              <p>Create a category below to tag contacts.</p>
            )}
            <button
              type="button"
              className={styles.button}
              onClick={applyTags}
              disabled={selected.size === 0 || chosenCategories.size === 0 || busy !== null}
            >
              {busy === 'tag' ? 'Applying...' : 'Apply categories'}
            </button>
          </section>

          <section className={styles.panel} aria-labelledby="categories-heading">
            <h2 id="categories-heading">Categories</h2>
            {categories.data && categories.data.length > 0 ? (
              <ul className={styles.categoryList} aria-label="Manage categories">
                {categories.data.map((c) => (
                  <li key={c.id}>
                    <span title={c.description}>{c.name}</span>
                    <span>
                      <button
                        type="button"
                        className={styles.buttonSecondary}
                        onClick={() => setDialog({ category: c })}
                        aria-label={`Edit ${c.name}`}
                      >
                        Edit
                      </button>{' '}
                      <button
                        type="button"
                        className={styles.buttonSecondary}
                        onClick={() => setDeleting(c)}
                        aria-label={`Delete ${c.name}`}
                      >
                        Delete
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            ) : categories.error ? (
              <p role="alert">{failureMessage(categories.error, 'Failed to load categories', 'Error connecting to server')}</p>
            ) : (
              <p>No categories created yet.</p>
            )}
            <button type="button" className={styles.button} onClick={() => setDialog({ category: null })}>
              New category
            </button>
          </section>
        </aside>
      </div>

      <CategoryDialog
        open={dialog !== null}
        category={dialog?.category ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null)
          void refreshDonorData()
        }}
      />
      <DeleteCategoryDialog category={deleting} onCancel={() => setDeleting(null)} onConfirm={removeCategory} />
    </div>
  )
}

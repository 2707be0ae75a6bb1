'use client'

import Link from 'next/link'
import { useCallback, useMemo, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import { type ConsolidationResult, type DonorCategory, type DonorContact, failureMessage, NetworkError, StaffApiError, staffJson, staffRequest, swrOptions, useStaffList } from '@/features/staff/parts/api'
import { CategoryPanel } from '@/features/staff/donors/category-panel'
import { ALL_CHOICES, type Choices, ContactFilters, filterQuery } from '@/features/staff/donors/contact-filters'
import { TaggingPanel } from '@/features/staff/donors/contact-tagging'
import { DonorStatsPanel } from '@/features/staff/donors/donor-stats'
import styles from '@/features/staff/parts/dashboard.module.css'
import { contactsCsv, exportCsv, fetchAllContacts } from '@/features/staff/parts/exports'
import { formatDate, Notice, type NoticeState, usd } from '@/features/staff/parts/parts'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { type Column, Pager, StaffTable } from '@/features/staff/parts/staff-table'

export const DONOR_AUTH_MESSAGE = 'Authentication required. Please log in to access donor data.'
const EMPTY_CONTACTS = 'No donor contacts found. Try running data consolidation to import existing donor data.'

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
const nameOf = (contact: DonorContact) => `${contact.firstName} ${contact.lastName}`.trim() || contact.email

/**
 * The Donor Contacts tab (spec §2.13): stats, filters, the paged list with its selection, the
 * consolidation and export actions, tagging and categories. Each part is its own component;
 * this one holds what they share: the filters' query, the page, the selection and the notice.
 */
export function DonorContactsTab() {
  const { mutate } = useSWRConfig()
  const [search, setSearch] = useState('')
  const [choices, setChoices] = useState<Choices>(ALL_CHOICES)
  const [paging, setPaging] = useState({ query: '', page: 1 })
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [notice, setNotice] = useState<NoticeState>(null)

  const query = filterQuery({ search, ...choices })
  // A new filter starts again from its first page.
  const page = paging.query === query ? paging.page : 1

  const categories = useStaffList<DonorCategory[]>('/api/donor-categories')
  const list = useSWR<ContactPage>(`/api/donor-contacts?${query}${query ? '&' : ''}page=${page}`, fetchContactPage, swrOptions)
  const contacts = useMemo(() => list.data?.contacts ?? [], [list.data])
  const refreshDonorData = () => mutate(isDonorKey)
  const onSearch = useCallback((text: string) => setSearch(text), [])

  const columns: Column<DonorContact>[] = [
    {
      header: 'Selected',
      hiddenHeader: true,
      cell: (contact) => (
        <input
          type="checkbox"
          aria-label={`Select ${nameOf(contact)}`}
          checked={selected.has(contact.id)}
          onChange={() => {
            const next = new Set(selected)
            if (next.has(contact.id)) next.delete(contact.id)
            else next.add(contact.id)
            setSelected(next)
          }}
        />
      ),
    },
    { header: 'Name', cell: (contact) => <Link href={`/admin?donor=${contact.id}`}>{nameOf(contact)}</Link> },
    { header: 'Email', cell: (contact) => contact.email },
    { header: 'Organization', cell: (contact) => contact.organizationName ?? '—' },
    { header: 'Total given', cell: (contact) => usd.format(contact.totalDonationAmount) },
    { header: 'Gifts', cell: (contact) => contact.donationCount },
    { header: 'Last gift', cell: (contact) => formatDate(contact.lastDonationDate) },
    // Any active recurring gift (monthly, quarterly…) makes a recurring donor.
    { header: 'Donor type', cell: (contact) => (contact.isMonthlyDonor ? 'Recurring' : 'One-time') },
    { header: 'Status', cell: (contact) => (contact.isActive ? 'Active' : 'Inactive') },
    {
      header: 'Categories',
      cell: (contact) =>
        contact.categories.map((c) => (
          <span key={c.id} className={styles.badge}>
            {c.name}
          </span>
        )),
    },
  ]

  return (
    <div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <DonorStatsPanel />
      <ContactFilters categories={categories.data} choices={choices} onChoices={setChoices} onSearch={onSearch} />
      <ContactActions query={query} onNotice={setNotice} onConsolidated={refreshDonorData} />

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
              disabled={contacts.length === 0 || contacts.every((c) => selected.has(c.id))}
            >
              Select all
            </button>
            <button type="button" className={styles.buttonSecondary} onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
              Clear selection
            </button>
          </div>

          <TabFrame
            data={list.data}
            error={list.error}
            errorText={contactsError}
            loading="Loading donor contacts…"
            isEmpty={(data) => data.contacts.length === 0}
            empty={EMPTY_CONTACTS}
          >
            {(data) => (
              <>
                <StaffTable columns={columns} rows={contacts} rowKey={(c) => c.id} rowTestId="contact-row" busy={list.isValidating} />
                <Pager page={page} totalPages={data.totalPages} onPage={(next) => setPaging({ query, page: next })} label="Contact pages" />
              </>
            )}
          </TabFrame>
        </section>

        <aside>
          <TaggingPanel
            categories={categories.data}
            contactIds={[...selected]}
            onNotice={setNotice}
            onTagged={async () => {
              setSelected(new Set())
              await list.mutate()
            }}
          />
          <CategoryPanel
            categories={categories.data}
            error={categories.error}
            onNotice={setNotice}
            onChanged={refreshDonorData}
            onDeleted={(category) => {
              if (choices.category === category.name) setChoices({ ...choices, category: 'all' })
            }}
          />
        </aside>
      </div>
    </div>
  )
}

/** Run data consolidation and Export contacts CSV (the export follows the filters). */
function ContactActions({
  query,
  onNotice,
  onConsolidated,
}: {
  query: string
  onNotice: (notice: NoticeState) => void
  onConsolidated: () => Promise<unknown>
}) {
  const [busy, setBusy] = useState<'consolidate' | 'export' | null>(null)

  async function consolidate() {
    setBusy('consolidate')
    onNotice(null)
    try {
      const result = await staffJson<ConsolidationResult>('/api/donor-contacts/consolidate', { method: 'POST' })
      onNotice({
        kind: 'success',
        text: `Consolidation complete: ${result.uniqueContactsCreated} contacts created, ${result.contactsUpdated} contacts updated, ${result.duplicatesMerged} duplicates merged.`,
      })
      await onConsolidated()
    } catch (error) {
      onNotice({ kind: 'error', text: failureMessage(error, 'Consolidation failed', 'Error during consolidation') })
    } finally {
      setBusy(null)
    }
  }

  async function exportContacts() {
    setBusy('export')
    try {
      await exportCsv('donor-contacts', await fetchAllContacts(query), contactsCsv)
    } catch (error) {
      onNotice({ kind: 'error', text: contactsError(error) })
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className={styles.button} onClick={consolidate} disabled={busy !== null} aria-describedby="consolidate-help">
          {busy === 'consolidate' ? 'Consolidating...' : 'Run data consolidation'}
        </button>
        <button type="button" className={styles.buttonSecondary} onClick={exportContacts} disabled={busy !== null}>
          {busy === 'export' ? 'Exporting...' : 'Export contacts CSV'}
        </button>
      </div>
      <p id="consolidate-help" style={{ margin: '0 0 1rem', fontSize: '0.9rem' }}>
        Consolidation merges contacts that share an e-mail and adds or refreshes a contact for everyone who gave, bought or subscribed; it never
        changes status, categories or contact preferences.
      </p>
    </>
  )
}

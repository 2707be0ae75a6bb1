'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { type Donation, NetworkError, type Subscriber, staffJson, swrOptions } from './api'
import styles from './dashboard.module.css'
import { donationsCsv, exportCsv, fetchAllLedger, subscribersCsv } from './exports'
import { formatDate, Loading, Notice, type NoticeState } from './parts'

const loadError = (error: unknown, message: string) => (error instanceof NetworkError ? 'Error connecting to server' : message)

function ExportButton({ label, run }: { label: string; run: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<NoticeState>(null)
  return (
    <>
      <button
        type="button"
        className={styles.buttonSecondary}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setNotice(null)
          try {
            await run()
          } catch (error) {
            setNotice({ kind: 'error', text: loadError(error, 'Export failed. Please try again.') })
          } finally {
            setBusy(false)
          }
        }}
      >
        {busy ? 'Exporting...' : label}
      </button>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
    </>
  )
}

export function DonationsTab() {
  const { data, error } = useSWR<{ count: number; donations: Donation[] }>('/api/donations', staffJson, swrOptions)
  return (
    <section aria-labelledby="donations-heading">
      <div className={styles.toolbar}>
        <h2 id="donations-heading" style={{ margin: 0, fontSize: '1.1rem' }}>
          Donations{data ? ` (${data.count.toLocaleString('en-US')})` : ''}
        </h2>
        <ExportButton
          label="Export donations CSV"
          run={async () =>
            exportCsv('donations', await fetchAllLedger<'donations', Donation>('/api/donations', 'donations'), donationsCsv)
          }
        />
      </div>
      {error ? (
        <p className={styles.noticeError} role="alert">
          {loadError(error, 'Failed to fetch donation data')}
        </p>
      ) : !data ? (
        <Loading label="Loading donations…" />
      ) : data.donations.length === 0 ? (
        <p className={styles.empty}>No donations found.</p>
      ) : (
        <>
          {data.count > data.donations.length && (
            <p>
              Showing the newest {data.donations.length.toLocaleString('en-US')} of {data.count.toLocaleString('en-US')};
              the CSV export has them all.
            </p>
          )}
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Donor</th>
                  <th scope="col">Email</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Type</th>
                  <th scope="col">Organization</th>
                  <th scope="col">Location</th>
                  <th scope="col">Comments</th>
                </tr>
              </thead>
              <tbody>
                {data.donations.map((d) => (
                  <tr key={d.id} data-testid="donation-row">
                    <td>{formatDate(d.createdAt)}</td>
                    <td>{d.donorName}</td>
                    <td>{d.email}</td>
                    <td>${d.amount}</td>
                    <td>{d.type === 'monthly' ? 'Monthly' : 'One-time'}</td>
                    <td>{d.organizationName ?? '—'}</td>
                    <td>{[d.city, d.state].filter(Boolean).join(', ') || '—'}</td>
                    <td>{d.comments ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

export function NewsletterTab() {
  const { data, error, mutate, isValidating } = useSWR<{ count: number; subscribers: Subscriber[] }>(
    '/api/newsletter-subscribers',
    staffJson,
    swrOptions,
  )
  return (
    <section aria-labelledby="subscribers-heading">
      <div className={styles.toolbar}>
        <h2 id="subscribers-heading" style={{ margin: 0, fontSize: '1.1rem' }}>
          Newsletter subscribers{data ? ` (${data.count.toLocaleString('en-US')})` : ''}
        </h2>
        <ExportButton
          label="Export subscribers CSV"
          run={async () =>
            exportCsv(
              'newsletter-subscribers',
              await fetchAllLedger<'subscribers', Subscriber>('/api/newsletter-subscribers', 'subscribers'),
              subscribersCsv,
            )
          }
        />
      </div>
      {error ? (
        <div className={styles.noticeError} role="alert">
          <span>{loadError(error, 'Failed to fetch subscriber data')}</span>
          <button type="button" className={styles.buttonSecondary} onClick={() => mutate()} disabled={isValidating}>
            Try Again
          </button>
        </div>
      ) : !data ? (
        <Loading label="Loading subscribers…" />
      ) : data.subscribers.length === 0 ? (
        <p className={styles.empty}>No subscribers found yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Source</th>
                <th scope="col">Subscribed</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.subscribers.map((s) => (
                <tr key={s.email} data-testid="subscriber-row">
                  <td>{s.email}</td>
                  <td>{s.source}</td>
                  <td>{formatDate(s.subscribedAt)}</td>
                  <td>{s.isActive ? 'Active' : 'Inactive'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

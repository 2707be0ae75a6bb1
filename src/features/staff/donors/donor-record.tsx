'use client'

import { type DonorRecordData, recordFailure, type TimelineEntry, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { NoteForm } from '@/features/staff/parts/note-form'
import { BackLink, formatDate, label, Loading, RecordFailed } from '@/features/staff/parts/parts'

function describe(entry: TimelineEntry, timeZone: string): { what: string; detail: string } {
  switch (entry.kind) {
    case 'gift': {
      const kind =
        entry.source === 'sponsorship'
          ? 'Sponsorship'
          : entry.source === 'offline'
            ? `${entry.method ? label(entry.method) : 'Offline'} gift`
            : `${label(entry.frequency)} gift`
      const net = entry.netAmount !== entry.amount ? ` (counts $${entry.netAmount})` : ''
      const dispute = entry.disputeStatus === 'open' ? ' · dispute open' : ''
      const discreet = entry.discreet ? ' · asked to keep it discreet' : ''
      return { what: `${kind} of $${entry.amount}`, detail: `${label(entry.status)}${net}${dispute}${discreet}` }
    }
    case 'recurring':
      return {
        what: `${label(entry.frequency)} recurring gift of $${entry.amount}`,
        detail: `${label(entry.status)}${entry.nextPaymentDate ? ` · next ${formatDate(entry.nextPaymentDate, timeZone)}` : ''}${
          entry.failedPaymentCount ? ` · ${entry.failedPaymentCount} failed payment(s)` : ''
        }`,
      }
    case 'order':
      return { what: `Order ${entry.reference} · $${entry.total}`, detail: `${entry.items} item(s) · ${label(entry.status)}` }
    case 'newsletter':
      return { what: 'Signed up for the newsletter', detail: entry.isActive ? `from the ${entry.source}` : 'unsubscribed since' }
    case 'note':
      return { what: `Note${entry.author ? ` by ${entry.author}` : ''}`, detail: entry.body }
  }
}

/** One donor's page in the staff panel (`/admin?donor=<id>`): details, categories, history, notes. */
export function DonorRecord({ id, timeZone }: { id: string; timeZone: string }) {
  const key = `/api/donor-contacts/${encodeURIComponent(id)}`
  const record = useStaffList<DonorRecordData>(key)

  if (record.error) {
    const text = recordFailure(record.error, 'This donor contact no longer exists.', 'Failed to load the donor')
    return <RecordFailed id="donor-record-heading" title="Donor record" back={<BackToList />} text={text} />
  }
  if (!record.data) return <Loading label="Loading the donor record…" />

  const { contact, timeline, ordersShown } = record.data
  const name = `${contact.firstName} ${contact.lastName}`.trim() || contact.email
  return (
    <section aria-labelledby="donor-record-heading" data-testid="donor-record">
      <BackToList />
      <h2 id="donor-record-heading" style={{ margin: '0.5rem 0' }}>
        {name}
      </h2>
      <dl className={styles.stats}>
        <Detail term="E-mail" value={contact.email} />
        <Detail term="Phone" value={contact.phone} />
        <Detail term="Organization" value={contact.organizationName} />
        <Detail term="City" value={[contact.city, contact.state].filter(Boolean).join(', ') || null} />
        <Detail term="Total given" value={`$${contact.totalDonationAmount.toFixed(2)}`} />
        <Detail term="Gifts" value={String(contact.donationCount)} />
        <Detail term="Status" value={contact.isActive ? 'Active' : 'Inactive'} />
        <Detail term="Categories" value={contact.categories.map((c) => c.name).join(', ') || null} />
      </dl>

      <NoteForm
        postTo={`/api/donor-contacts/${encodeURIComponent(id)}/notes`}
        heading="Add a note"
        label="Note (staff only, dated and signed with your name)"
        className={styles.panel}
        onAdded={() => record.mutate()}
      />

      <h3>History</h3>
      {!ordersShown && <p style={{ fontSize: '0.9rem' }}>Orders are not shown: your role does not include them.</p>}
      {timeline.length === 0 ? (
        <p className={styles.empty}>No gifts, orders, sign-ups or notes yet.</p>
      ) : (
        <ol className={styles.categoryList} aria-label="History, newest first" data-testid="donor-timeline">
          {timeline.map((entry, index) => {
            const { what, detail } = describe(entry, timeZone)
            return (
              <li key={`${entry.kind}-${entry.date}-${index}`} data-kind={entry.kind}>
                <div>
                  <strong>{what}</strong> · <time dateTime={entry.date}>{formatDate(entry.date, timeZone)}</time>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{detail}</div>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

function BackToList() {
  return <BackLink href="/admin">← Back to donor contacts</BackLink>
}

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div className={styles.stat}>
      <dt>{term}</dt>
      <dd style={{ fontSize: '1rem' }}>{value || '—'}</dd>
    </div>
  )
}

'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { Tabs } from 'radix-ui'
import { type ReactNode, useState } from 'react'
import { SWRConfig } from 'swr'

import { swrOptions } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { CampaignCommentsTab } from '@/features/staff/campaigns/comments-tab'
import { CircleSuggestionsTab } from '@/features/staff/donors/circle-suggestions-tab'
import { DepositsTab } from '@/features/staff/ledger/deposits-tab'
import { DonorContactsTab } from '@/features/staff/donors/donor-contacts-tab'
import { DonorRecord } from '@/features/staff/donors/donor-record'
import { DuplicatesTab } from '@/features/staff/donors/duplicates-tab'
import { GiftEntryTab } from '@/features/staff/ledger/gift-entry-tab'
import { ImportsTab } from '@/features/staff/ledger/imports-tab'
import { NewBadge, useInboxCounts } from '@/features/staff/inbox/inbox-counts'
import { IntakeCaseView } from '@/features/staff/inbox/intake-case'
import { AppointmentsTab, IntakeTab } from '@/features/staff/inbox/intake-tab'
import { DonationsTab, NewsletterTab } from '@/features/staff/ledger/ledger-tabs'
import { MatchingTab } from '@/features/staff/ledger/matching-tab'
import { MessageCaseView } from '@/features/staff/inbox/message-case'
import { MessagesTab } from '@/features/staff/inbox/messages-tab'
import { OrdersTab } from '@/features/staff/shop/orders-tab'
import { RecurringTab } from '@/features/staff/ledger/recurring-tab'
import { SystemStatusTab } from '@/features/staff/system/system-status-tab'
import { TodayPanel } from '@/features/staff/today-panel'
import { TreasurerReportTab } from '@/features/staff/ledger/treasurer-report-tab'

type TabProps = { timeZone: string; status?: string }
/** One tab: its address (`?tab=`), its label, an inbox count beside it, and what it shows. */
type Tab = { value: string; label: string; badge?: 'intake' | 'messages'; show: (props: TabProps) => ReactNode }

/** The donor tabs, in the order they show (Donor Contacts first: the default, spec §2.13). */
const DONOR_TABS: Tab[] = [
  { value: 'contacts', label: 'Donor Contacts', show: () => <DonorContactsTab /> },
  { value: 'donations', label: 'Donations', show: ({ timeZone, status }) => <DonationsTab timeZone={timeZone} status={status} /> },
  { value: 'gifts', label: 'Gift entry', show: ({ timeZone }) => <GiftEntryTab timeZone={timeZone} /> },
  { value: 'matching', label: 'Matching gifts', show: ({ timeZone }) => <MatchingTab timeZone={timeZone} /> },
  { value: 'recurring', label: 'Recurring', show: ({ timeZone, status }) => <RecurringTab timeZone={timeZone} status={status} /> },
  { value: 'report', label: "Treasurer's report", show: () => <TreasurerReportTab /> },
  { value: 'deposits', label: 'Deposits', show: ({ timeZone }) => <DepositsTab timeZone={timeZone} /> },
  { value: 'circles', label: 'Circles', show: () => <CircleSuggestionsTab /> },
  // Issue 49: the campaign walls' comments wait here for a decision (the roles the API lets decide).
  { value: 'comments', label: 'Campaign comments', show: ({ timeZone }) => <CampaignCommentsTab timeZone={timeZone} /> },
  { value: 'duplicates', label: 'Duplicates', show: ({ timeZone }) => <DuplicatesTab timeZone={timeZone} /> },
  { value: 'imports', label: 'Import', show: ({ timeZone }) => <ImportsTab timeZone={timeZone} /> },
  { value: 'newsletter', label: 'Newsletter', show: ({ timeZone }) => <NewsletterTab timeZone={timeZone} /> },
  { value: 'orders', label: 'Orders', show: () => <OrdersTab /> },
]

/** Only for roles of the `system` area (admins). */
const SYSTEM_TABS: Tab[] = [{ value: 'system', label: 'System status', show: ({ timeZone }) => <SystemStatusTab timeZone={timeZone} /> }]

/** The staff inbox (issue 20). */
const INBOX_TABS: Tab[] = [
  { value: 'intake', label: 'Intake requests', badge: 'intake', show: ({ timeZone }) => <IntakeTab timeZone={timeZone} /> },
  { value: 'appointments', label: 'Appointments', show: () => <AppointmentsTab /> },
  { value: 'messages', label: 'Messages', badge: 'messages', show: ({ timeZone }) => <MessagesTab timeZone={timeZone} /> },
]

/**
 * The staff dashboard of spec §2.13 plus the Recurring tab, the treasurer's report and the staff
 * inbox (issue 20); Payload's own editors stay in its navigation. Dates show in the foundation's
 * time zone (Site settings).
 */
export function FoundationAdministration({
  username,
  roleLabel,
  donorTabs,
  inboxTabs,
  systemTab,
  timeZone,
}: {
  username: string
  roleLabel: string
  /** Only roles that may see donor data get the donor tabs (the server refuses the rest anyway). */
  donorTabs: boolean
  /** Only roles of the intake area get the inbox tabs. */
  inboxTabs: boolean
  /** Only roles of the `system` area (admins) get the System status tab. */
  systemTab: boolean
  timeZone: string
}) {
  const router = useRouter()
  const params = useSearchParams()
  // A donor's own page lives at /admin?donor=<id>, linked from the contacts list; an inbox item at
  // ?intake=, ?message= or ?drive=; the open tab at /admin?tab=<name> (and a tab's one-status view
  // at &status=), so the today view's counts link straight to their lists and Back returns to the count.
  const donorId = donorTabs ? params.get('donor') : null
  const intakeId = inboxTabs ? params.get('intake') : null
  const messageId = inboxTabs ? params.get('message') : null
  const driveId = inboxTabs ? params.get('drive') : null
  const item = donorId || intakeId || messageId || driveId
  // Donor Contacts stays the default tab (spec §2.13) for roles that have it; the inbox for the others.
  const tabs = [...(donorTabs ? DONOR_TABS : []), ...(inboxTabs ? INBOX_TABS : []), ...(systemTab ? SYSTEM_TABS : [])]
  const asked = params.get('tab')
  const tab = tabs.find((t) => t.value === asked)?.value ?? tabs[0]?.value
  const status = params.get('status') ?? undefined
  const [signingOut, setSigningOut] = useState(false)

  async function logout() {
    setSigningOut(true)
    try {
      await fetch('/api/logout', { method: 'POST', credentials: 'include' })
    } finally {
      // Without the cookie, Payload's /admin answers with its sign-in form.
      router.replace('/admin/login')
      router.refresh()
    }
  }

  return (
    <SWRConfig value={swrOptions}>
      <div className={styles.root}>
        <header className={styles.header}>
          <div>
            <h1>Foundation Administration</h1>
            <p style={{ margin: '0.25rem 0 0' }}>
              Signed in as {username} ({roleLabel})
            </p>
          </div>
          <button type="button" className={styles.buttonSecondary} onClick={logout} disabled={signingOut}>
            {signingOut ? 'Logging out...' : 'Logout'}
          </button>
        </header>
        {item ? null : <TodayPanel />}
        {intakeId ? (
          <IntakeCaseView id={intakeId} timeZone={timeZone} />
        ) : messageId || driveId ? (
          <MessageCaseView box={messageId ? 'contact-messages' : 'drive-inquiries'} id={(messageId || driveId)!} timeZone={timeZone} />
        ) : donorId ? (
          <DonorRecord id={donorId} timeZone={timeZone} />
        ) : tab ? (
          <Tabs.Root value={tab} onValueChange={(value) => router.push(`/admin?tab=${value}`, { scroll: false })}>
            <Tabs.List className={styles.tabList} aria-label="Administration sections">
              {tabs.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value} className={styles.tab}>
                  {t.label}
                  {t.badge && <InboxBadge which={t.badge} />}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((t) => (
              <Tabs.Content key={t.value} value={t.value}>
                {/* A tab's one-status view (`&status=`) belongs to the open tab only. */}
                {t.show({ timeZone, status: tab === t.value ? status : undefined })}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        ) : (
          <p>Your role works in the sections listed in the navigation. Donor data, orders and the inbox are not part of it.</p>
        )}
      </div>
    </SWRConfig>
  )
}

/** How many items of an inbox tab are new (one request for both: SWR shares it). */
function InboxBadge({ which }: { which: 'intake' | 'messages' }) {
  const counts = useInboxCounts()
  if (which === 'intake') return <NewBadge count={counts?.intakeRequests?.new} testId="intake-new-count" />
  const messagesNew = counts ? (counts.contactMessages?.new ?? 0) + (counts.driveInquiries?.new ?? 0) : undefined
  return <NewBadge count={messagesNew} testId="messages-new-count" />
}

'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { SWRConfig } from 'swr'

import { swrOptions } from './api'
import styles from './dashboard.module.css'
import { CircleSuggestionsTab } from './circle-suggestions-tab'
import { DonorContactsTab } from './donor-contacts-tab'
import { DonorRecord } from './donor-record'
import { DuplicatesTab } from './duplicates-tab'
import { NewBadge, useInboxCounts } from './inbox-counts'
import { IntakeCaseView } from './intake-case'
import { AppointmentsTab, IntakeTab } from './intake-tab'
import { DonationsTab, NewsletterTab } from './ledger-tabs'
import { MessageCaseView } from './message-case'
import { MessagesTab } from './messages-tab'
import { OrdersTab } from './orders-tab'
import { RecurringTab } from './recurring-tab'
import { SystemStatusTab } from './system-status-tab'
import { TodayPanel } from './today-panel'
import { TreasurerReportTab } from './treasurer-report-tab'

const DONOR_TABS = ['contacts', 'donations', 'recurring', 'report', 'circles', 'duplicates', 'newsletter', 'orders']
const INBOX_TABS = ['intake', 'appointments', 'messages']

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
  const tabs = [...(donorTabs ? DONOR_TABS : []), ...(inboxTabs ? INBOX_TABS : []), ...(systemTab ? ['system'] : [])]
  const asked = params.get('tab')
  const tab = asked && tabs.includes(asked) ? asked : tabs[0]
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
              {donorTabs && (
                <>
                  <Tabs.Trigger value="contacts" className={styles.tab}>
                    Donor Contacts
                  </Tabs.Trigger>
                  <Tabs.Trigger value="donations" className={styles.tab}>
                    Donations
                  </Tabs.Trigger>
                  <Tabs.Trigger value="recurring" className={styles.tab}>
                    Recurring
                  </Tabs.Trigger>
                  <Tabs.Trigger value="report" className={styles.tab}>
                    Treasurer&apos;s report
                  </Tabs.Trigger>
                  <Tabs.Trigger value="circles" className={styles.tab}>
                    Circles
                  </Tabs.Trigger>
                  <Tabs.Trigger value="duplicates" className={styles.tab}>
                    Duplicates
                  </Tabs.Trigger>
                  <Tabs.Trigger value="newsletter" className={styles.tab}>
                    Newsletter
                  </Tabs.Trigger>
                  <Tabs.Trigger value="orders" className={styles.tab}>
                    Orders
                  </Tabs.Trigger>
                </>
              )}
              {inboxTabs && <InboxTriggers />}
              {systemTab && (
                <Tabs.Trigger value="system" className={styles.tab}>
                  System status
                </Tabs.Trigger>
              )}
            </Tabs.List>
            {donorTabs && (
              <>
                <Tabs.Content value="contacts">
                  <DonorContactsTab />
                </Tabs.Content>
                <Tabs.Content value="donations">
                  <DonationsTab timeZone={timeZone} status={tab === 'donations' ? status : undefined} />
                </Tabs.Content>
                <Tabs.Content value="recurring">
                  <RecurringTab timeZone={timeZone} status={tab === 'recurring' ? status : undefined} />
                </Tabs.Content>
                <Tabs.Content value="report">
                  <TreasurerReportTab />
                </Tabs.Content>
                <Tabs.Content value="circles">
                  <CircleSuggestionsTab />
                </Tabs.Content>
                <Tabs.Content value="duplicates">
                  <DuplicatesTab timeZone={timeZone} />
                </Tabs.Content>
                <Tabs.Content value="newsletter">
                  <NewsletterTab timeZone={timeZone} />
                </Tabs.Content>
                <Tabs.Content value="orders">
                  <OrdersTab />
                </Tabs.Content>
              </>
            )}
            {inboxTabs && (
              <>
                <Tabs.Content value="intake">
                  <IntakeTab timeZone={timeZone} />
                </Tabs.Content>
                <Tabs.Content value="appointments">
                  <AppointmentsTab />
                </Tabs.Content>
                <Tabs.Content value="messages">
                  <MessagesTab timeZone={timeZone} />
                </Tabs.Content>
              </>
            )}
            {systemTab && (
              <Tabs.Content value="system">
                <SystemStatusTab timeZone={timeZone} />
              </Tabs.Content>
            )}
          </Tabs.Root>
        ) : (
          <p>Your role works in the sections listed in the navigation. Donor data, orders and the inbox are not part of it.</p>
        )}
      </div>
    </SWRConfig>
  )
}

/** The inbox tabs, each with how many items are new. */
function InboxTriggers() {
  const counts = useInboxCounts()
  const messagesNew = counts ? (counts.contactMessages?.new ?? 0) + (counts.driveInquiries?.new ?? 0) : undefined
  return (
    <>
      <Tabs.Trigger value="intake" className={styles.tab}>
        Intake requests
        <NewBadge count={counts?.intakeRequests?.new} testId="intake-new-count" />
      </Tabs.Trigger>
      <Tabs.Trigger value="appointments" className={styles.tab}>
        Appointments
      </Tabs.Trigger>
      <Tabs.Trigger value="messages" className={styles.tab}>
        Messages
        <NewBadge count={messagesNew} testId="messages-new-count" />
      </Tabs.Trigger>
    </>
  )
}

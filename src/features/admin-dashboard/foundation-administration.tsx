'use client'

import { useRouter } from 'next/navigation'
import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { SWRConfig } from 'swr'

import { swrOptions } from './api'
import styles from './dashboard.module.css'
import { DonorContactsTab } from './donor-contacts-tab'
import { DonationsTab, NewsletterTab } from './ledger-tabs'
import { OrdersTab } from './orders-tab'

/** The staff dashboard of spec §2.13; Payload's own editors stay in its navigation. */
export function FoundationAdministration({ username }: { username: string }) {
  const router = useRouter()
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
            <p style={{ margin: '0.25rem 0 0' }}>Signed in as {username}</p>
          </div>
          <button type="button" className={styles.buttonSecondary} onClick={logout} disabled={signingOut}>
            {signingOut ? 'Logging out...' : 'Logout'}
          </button>
        </header>
        <Tabs.Root defaultValue="contacts">
          <Tabs.List className={styles.tabList} aria-label="Administration sections">
            <Tabs.Trigger value="contacts" className={styles.tab}>
              Donor Contacts
            </Tabs.Trigger>
            <Tabs.Trigger value="donations" className={styles.tab}>
              Donations
            </Tabs.Trigger>
            <Tabs.Trigger value="newsletter" className={styles.tab}>
              Newsletter
            </Tabs.Trigger>
            <Tabs.Trigger value="orders" className={styles.tab}>
              Orders
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="contacts">
            <DonorContactsTab />
          </Tabs.Content>
          <Tabs.Content value="donations">
            <DonationsTab />
          </Tabs.Content>
          <Tabs.Content value="newsletter">
            <NewsletterTab />
          </Tabs.Content>
          <Tabs.Content value="orders">
            <OrdersTab />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </SWRConfig>
  )
}

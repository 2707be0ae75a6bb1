'use client'


import type { SystemCheck, SystemStatus } from '@/server/alerts/status'

import { useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { formatDateTime, TabHeading } from '@/features/staff/parts/parts'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { type Column, StaffTable } from '@/features/staff/parts/staff-table'

const STATE_TEXT: Record<SystemCheck['state'], string> = { ok: 'OK', failing: 'Needs attention', unknown: 'No data yet' }

const ALERT_TEXT: Record<SystemStatus['lastAlerts'][number]['kind'], string> = {
  webhooks: 'Stripe webhooks',
  reconciliation: 'Reconciliation',
  email: 'E-mail',
  jobs: 'Scheduled jobs',
  disk: 'Disk space',
}

function columns(timeZone: string): Column<SystemCheck>[] {
  return [
    { header: 'Check', cell: (check) => check.label },
    {
      header: 'State',
      cell: (check) => (
        <strong style={check.state === 'failing' ? { color: '#b42318' } : undefined} data-state={check.state}>
          {STATE_TEXT[check.state]}
        </strong>
      ),
    },
    { header: 'Last good', cell: (check) => formatDateTime(check.lastGoodAt, timeZone) },
    { header: 'Detail', cell: (check) => check.detail },
  ]
}

/**
 * System status (admins): the checks behind the alert e-mails, each with its state and the last
 * time it was good, and when each kind of alert last went out. Loaded when the tab opens and on
 * Refresh, like every staff list.
 */
export function SystemStatusTab({ timeZone }: { timeZone: string }) {
  const { data, error, isValidating, mutate } = useStaffList<SystemStatus>('/api/staff/system-status')
  return (
    <section aria-labelledby="system-heading">
      <TabHeading id="system-heading" title="System status">
        <button type="button" className={styles.buttonSecondary} onClick={() => void mutate()} disabled={isValidating}>
          {isValidating ? 'Refreshing…' : 'Refresh'}
        </button>
      </TabHeading>
      <TabFrame
        data={data}
        error={error}
        failed="Failed to load the system status" withReason
        loading="Loading the system status…"
      >
        {(data) => (
          <>
            <StaffTable columns={columns(timeZone)} rows={data.checks} rowKey={(check) => check.key} rowTestId="system-check" busy={isValidating} />
            <p style={{ fontSize: '0.9rem' }}>
              Alert e-mails go to the administrators&apos; addresses and the staff notification address, at most one of each kind an hour. Last sent:{' '}
              {data.lastAlerts.map((alert, index) => (
                <span key={alert.kind}>
                  {index > 0 ? '; ' : ''}
                  {ALERT_TEXT[alert.kind]} {alert.sentAt ? formatDateTime(alert.sentAt, timeZone) : 'never'}
                </span>
              ))}
              .
            </p>
          </>
        )}
      </TabFrame>
    </section>
  )
}

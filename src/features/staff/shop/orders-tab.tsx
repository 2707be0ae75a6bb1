'use client'

import { useState } from 'react'

import type { QueueOrder } from '@/server/shop/fulfilment'

import { NetworkError, type OrderQueue, StaffApiError, staffJson, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { addressText, exportCsv, ordersCsv } from '@/features/staff/parts/exports'
import { formatDate, Notice, type NoticeState, TabHeading } from '@/features/staff/parts/parts'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { refundableCents, useRefund } from '@/features/staff/parts/refund-dialog'
import { type Column, StaffTable } from '@/features/staff/parts/staff-table'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

type Step = 'shipped' | 'ready_for_pickup' | 'picked_up'

const STATUS_TEXT: Record<string, string> = {
  // Paid by bank, not confirmed yet: stock held, nothing to pack until Stripe confirms (issue 29).
  processing: 'Bank payment processing — do not ship yet',
  paid: 'Paid — to pack',
  shipped: 'Shipped — pickup items waiting',
  ready_for_pickup: 'Ready for pickup',
}

/** Which one-click steps an order can take now (the server guards them again). */
function stepsFor(order: QueueOrder): Step[] {
  const ships = order.lines.some((l) => l.fulfilment === 'ship')
  const pickup = order.lines.some((l) => l.fulfilment === 'pickup')
  if (order.status === 'paid') return [...(ships ? (['shipped'] as const) : []), ...(pickup && !ships ? (['ready_for_pickup'] as const) : [])]
  if (order.status === 'shipped' && pickup) return ['ready_for_pickup']
  if (order.status === 'ready_for_pickup') return ['picked_up']
  return []
}

const STEP_LABEL: Record<Step, string> = { shipped: 'Mark shipped', ready_for_pickup: 'Mark ready for pickup', picked_up: 'Mark picked up' }

/** Opens the order's packing slip in a new window and asks the browser to print it. */
function printSlip(order: QueueOrder) {
  const slip = window.open(`/api/orders/${encodeURIComponent(order.id)}/packing-slip`, '_blank')
  slip?.addEventListener('load', () => slip.print())
}

function OrderActions({ order, onDone, onRefund }: { order: QueueOrder; onDone: (notice: NoticeState) => void; onRefund: () => void }) {
  const [carrier, setCarrier] = useState('')
  const [tracking, setTracking] = useState('')
  // The queue's notice stays until this step's outcome replaces it (and the queue reloads).
  const { busy, run } = useStaffAction('Could not update the order', (notice) => notice && onDone(notice))
  const steps = stepsFor(order)
  const ref = order.orderNumber

  const take = (step: Step) =>
    run(async (succeed) => {
      await staffJson(`/api/orders/${encodeURIComponent(order.id)}/fulfil`, {
        body: { status: step, ...(step === 'shipped' ? { carrier, trackingNumber: tracking } : {}) },
      })
      succeed(`Order ${ref} marked ${step.replaceAll('_', ' ')}. The customer was e-mailed.`)
    })

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.4rem', minWidth: '12rem' }}>
      {steps.includes('shipped') && (
        <>
          <label className={styles.field}>
            Carrier (optional)
            <input value={carrier} onChange={(e) => setCarrier(e.target.value)} disabled={busy} />
          </label>
          <label className={styles.field}>
            Tracking number (optional)
            <input value={tracking} onChange={(e) => setTracking(e.target.value)} disabled={busy} />
          </label>
        </>
      )}
      {steps.map((step) => (
        <button key={step} type="button" className={styles.button} disabled={busy} onClick={() => take(step)}>
          {STEP_LABEL[step]}
        </button>
      ))}
      <button type="button" className={styles.buttonSecondary} onClick={() => printSlip(order)}>
        Print packing slip
      </button>
      {refundableCents(order.total, order.refundedAmount, order.refundPending) > 0 && (
        <button type="button" className={styles.buttonSecondary} onClick={onRefund}>
          Refund…
        </button>
      )}
    </div>
  )
}

const queueColumns: Column<QueueOrder>[] = [
  {
    header: 'Order',
    cell: (order) => (
      <>
        <strong>{order.orderNumber}</strong>
        <br />
        {formatDate(order.paidAt)}
      </>
    ),
  },
  { header: 'Customer', cell: (order) => order.customerName },
  {
    header: 'Items',
    cell: (order) => (
      <ul style={{ margin: 0, paddingLeft: '1rem' }}>
        {order.lines.map((line, index) => (
          <li key={index}>
            {line.quantity} × {line.productName}
            {line.fulfilment === 'pickup' ? ' (pickup)' : line.fulfilment === 'none' ? ' (nothing to send)' : ''}
          </li>
        ))}
      </ul>
    ),
  },
  {
    header: 'Ship to',
    cell: (order) => (order.shippingAddress ? addressText(order) : order.lines.some((l) => l.fulfilment === 'pickup') ? 'Local pickup' : '—'),
  },
  {
    header: 'Status',
    cell: (order) =>
      `${STATUS_TEXT[order.status] ?? order.status}${Number(order.refundedAmount) > 0 ? ` · $${order.refundedAmount} refunded` : ''}${
        Number(order.refundPending) > 0 ? ` · Refund pending ($${order.refundPending})` : ''
      }`,
  },
]

/**
 * The fulfilment queue (issue 16): paid orders waiting, oldest first, with what goes where. Staff
 * can also find any paid order by the number a customer gives them (issue 33), whatever its step.
 */
export function OrdersTab() {
  const [search, setSearch] = useState('')
  const [number, setNumber] = useState<string | null>(null)
  const key = number === null ? '/api/orders' : `/api/orders?number=${encodeURIComponent(number)}`
  const { data, error, mutate } = useStaffList<OrderQueue>(key)
  const [notice, setNotice] = useState<NoticeState>(null)
  const done = (next: NoticeState) => {
    setNotice(next)
    void mutate()
  }
  const refunds = useRefund(done)
  return (
    <section aria-labelledby="orders-heading">
      <form
        role="search"
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault()
          setNumber(search.trim() ? search.trim() : null)
        }}
      >
        <label className={styles.field}>
          Find an order by number
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="BH-1042" />
        </label>
        <button type="submit" className={styles.button}>
          Find
        </button>
        {number !== null && (
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => {
              setSearch('')
              setNumber(null)
            }}
          >
            Show the queue
          </button>
        )}
      </form>
      <TabHeading id="orders-heading" title={number === null ? 'Orders to fulfill' : `Orders numbered ${number}`} count={data?.count}>
        <button
          type="button"
          className={styles.buttonSecondary}
          disabled={!data}
          onClick={() => {
            if (!data) return
            exportCsv('orders', data.orders, ordersCsv).catch((failure: unknown) =>
              setNotice({ kind: 'error', text: failure instanceof Error ? failure.message : 'The export failed.' }),
            )
          }}
        >
          Export orders CSV
        </button>
      </TabHeading>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <TabFrame
        data={data}
        error={error}
        errorText={(error) =>
          error instanceof NetworkError
            ? 'Error connecting to server'
            : error instanceof StaffApiError && error.status === 400
              ? error.message
              : 'Failed to fetch orders'
        }
        loading="Loading orders…"
        isEmpty={(data) => data.orders.length === 0}
        empty={number === null ? 'No orders are waiting.' : `No paid order is numbered ${number}.`}
      >
        {(data) => (
          <StaffTable
            columns={[
              ...queueColumns,
              {
                header: 'Actions',
                cell: (order: QueueOrder) => (
                  <OrderActions
                    order={order}
                    onDone={done}
                    onRefund={() =>
                      refunds.start(
                        `/api/orders/${encodeURIComponent(order.id)}/refund`,
                        order.customerName,
                        refundableCents(order.total, order.refundedAmount, order.refundPending),
                      )
                    }
                  />
                ),
              },
            ]}
            rows={data.orders}
            rowKey={(order) => order.id}
            rowTestId="order-row"
            rowData={(order) => ({ 'data-order-id': order.id })}
          />
        )}
      </TabFrame>
      {refunds.dialog}
    </section>
  )
}

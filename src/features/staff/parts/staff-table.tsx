'use client'

import type { ReactNode } from 'react'

import styles from '@/features/staff/parts/dashboard.module.css'

export type Column<Row> = {
  header: string
  /** The header is read by screen readers only (a checkbox column, say). */
  hiddenHeader?: boolean
  cell: (row: Row) => ReactNode
}

/**
 * The one table of the staff tabs: a scrollable wrapper, column headers, a row per item (with a
 * test id when the tests need one), busy while it reloads. Loading, error and empty states stay
 * with each tab, whose words differ.
 */
export function StaffTable<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  rowData,
  busy = false,
}: {
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  rowTestId?: string
  /** data-* attributes of a row (a test finds an order by its id). */
  rowData?: (row: Row) => Record<`data-${string}`, string>
  busy?: boolean
}) {
  return (
    <div className={styles.tableWrap} aria-busy={busy}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hiddenHeader ? <span className={styles.srOnly}>{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId} {...rowData?.(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Previous / Page n of m / Next under a paged table; nothing when there is one page. */
export function Pager({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  if (totalPages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={styles.buttonSecondary} onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <span>
        Page {page} of {totalPages}
      </span>
      <button type="button" className={styles.buttonSecondary} onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        Next
      </button>
    </nav>
  )
}

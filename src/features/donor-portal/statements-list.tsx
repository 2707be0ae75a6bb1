'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'

export type PortalStatement = { year: number; total: string; partial: boolean; url: string; inKind?: number }

/**
 * "$75.00 net of refunds", "$75.00 net of refunds, and gifts in kind", or — a year of goods alone
 * (issue 46) — "gifts in kind (no dollar value)": goods never read as "$0.00".
 */
function statementSummary(statement: PortalStatement) {
  const goods = (statement.inKind ?? 0) > 0
  if (goods && Number(statement.total) === 0) return 'gifts in kind (no dollar value)'
  return `$${statement.total} net of refunds${goods ? ', and gifts in kind' : ''}`
}

/**
 * The donor's year-end statements, one per year she gave in: a button downloads the PDF (built
 * on request, so it says "Preparing…" meanwhile and tells her when it could not be made). The
 * year still running is offered "so far".
 */
export function StatementsList({ statements }: { statements: PortalStatement[] }) {
  const [busyYear, setBusyYear] = React.useState<number | null>(null)
  const [error, setError] = React.useState<string | null>(null)

  async function download(statement: PortalStatement) {
    setBusyYear(statement.year)
    setError(null)
    try {
      const response = await fetch(statement.url, { credentials: 'include' })
      if (!response.ok) {
        setError(
          response.status === 401
            ? 'Your session has ended. Please request a new link to download your statement.'
            : 'The statement could not be prepared. Please try again.',
        )
        return
      }
      const link = document.createElement('a')
      link.href = URL.createObjectURL(await response.blob())
      link.download = `statement-${statement.year}.pdf`
      document.body.appendChild(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
    } catch {
      setError('Unable to connect. Please try again.')
    } finally {
      setBusyYear(null)
    }
  }

  if (statements.length === 0) return <p className="mt-2 text-muted">No statement yet: one appears for each year you give.</p>
  return (
    <>
      <ul className="mt-4 divide-y">
        {statements.map((statement) => (
          <li key={statement.year} className="flex flex-wrap items-center gap-3 py-2" data-testid="portal-statement">
            <span>
              {statement.partial ? `${statement.year} so far` : statement.year} · {statementSummary(statement)}
            </span>
            <Button type="button" variant="outline" onClick={() => download(statement)} disabled={busyYear !== null} aria-busy={busyYear === statement.year}>
              {busyYear === statement.year ? 'Preparing…' : `Download ${statement.year} statement (PDF)`}
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      ) : null}
    </>
  )
}

import type { WallEntry } from '@/domain/campaigns/campaigns'
import { formatDollars } from '@/lib/money'

/** Issue 49: the donors who asked to be shown, as the campaign's settings allow (no discreet or anonymous gift ever reaches here). */
export function CampaignWall({ entries }: { entries: WallEntry[] }) {
  if (entries.length === 0) return null
  return (
    <section aria-labelledby="campaign-wall-title" className="mt-10" data-testid="campaign-wall-list">
      <h2 id="campaign-wall-title" className="text-2xl font-bold">
        Thank you
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {entries.map((entry, i) => (
          <li key={i} className="rounded-card border border-line bg-white p-4">
            <p className="font-semibold">
              {entry.name}
              {entry.amountCents !== undefined ? <span className="font-normal text-muted"> · {formatDollars(entry.amountCents)}</span> : null}
            </p>
            {entry.comment ? <p className="mt-1 text-muted">{entry.comment}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

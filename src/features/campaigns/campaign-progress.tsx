import type { CampaignProgress as Progress } from '@/domain/campaigns/campaigns'
import { formatDollars } from '@/lib/money'

type Props = {
  progress: Progress
  raisedCents: number
  donorCount: number
  goalCents: number | null
  goalDonors: number | null
}

function donors(count: number) {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'donor' : 'donors'}`
}

/**
 * Issue 49: the bar shows once progress is worth showing (an empty thermometer moves nobody);
 * before that, the donor count. Width, text and aria values all read `progress.percent`, one
 * number, so the bar is never drawn full while the text reads less, nor the reverse.
 */
export function CampaignProgressView({ progress, raisedCents, donorCount, goalCents, goalDonors }: Props) {
  const goal = progress.measure === 'dollars' ? formatDollars(goalCents ?? 0) : progress.measure === 'donors' ? donors(goalDonors ?? 0) : null
  return (
    <div className="mt-6" data-testid="campaign-progress">
      <p className="flex flex-wrap justify-between gap-2 font-semibold">
        <span data-testid="campaign-raised">{formatDollars(raisedCents)} raised</span>
        <span data-testid="campaign-donors">{donors(donorCount)}</span>
      </p>
      {progress.showBar && goal ? (
        <>
          <div
            role="progressbar"
            aria-label="Progress toward the campaign goal"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={`${progress.percent}% of ${goal}`}
            className="mt-2 h-3 overflow-hidden rounded-full bg-white"
            data-testid="campaign-bar"
          >
            <div className="h-full rounded-full bg-primary" data-percent={progress.percent} style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="mt-1 text-sm" data-testid="campaign-percent">
            {progress.percent}% of the {goal} goal
          </p>
        </>
      ) : goal ? (
        <p className="mt-1 text-sm">Goal: {goal}</p>
      ) : null}
    </div>
  )
}

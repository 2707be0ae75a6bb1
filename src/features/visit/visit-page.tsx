import { visitDay, visitTime, visitZone } from '@/domain/boutique/format'
import type { VisitView } from '@/server/boutique/booking'

import { VisitActions } from './visit-actions'

/**
 * Her appointment page (issue 41), reached from her e-mail: the day and time in words, what is
 * left to do, directions only when she asks, and the buttons. Names no service and no one.
 */
export function VisitPage({ token, view, problem, directions }: { token: string; view: VisitView | null; problem: 'invalid' | 'gone' | null; directions: string | null }) {
  if (!view) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-12">
        <h1 className="text-3xl font-bold">Appointment</h1>
        <p role="status">
          {problem === 'gone'
            ? 'This link no longer works: the appointment was confirmed elsewhere, moved, cancelled or released. If you were sent a newer link, use that one.'
            : 'This link does not work. Please use the link from your e-mail as it is.'}
        </p>
      </div>
    )
  }
  const when = { day: visitDay(view.start, view.timeZone), time: visitTime(view.start, view.timeZone), zone: visitZone(view.start, view.timeZone) }
  const until = view.holdUntil ? `${visitTime(view.holdUntil, view.timeZone)} (${visitZone(view.holdUntil, view.timeZone)})` : null
  const lead = {
    held: `We are holding this time for you until ${until}. Press Confirm to keep it.`,
    waiting: 'We are holding this time for you and will confirm it with you the way you asked.',
    scheduled: 'Your appointment is confirmed.',
    move: 'You asked for this time while you already have an appointment. Confirm to move your appointment here.',
  }[view.state]
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold">{view.state === 'move' ? 'Move your appointment?' : 'Your appointment'}</h1>
      <p className="text-xl font-semibold" data-testid="visit-when">
        {when.day}, {when.time} <span className="font-normal">({when.zone})</span>
      </p>
      <p>{lead}</p>
      <VisitActions token={token} state={view.state} when={`${when.day} at ${when.time}`} />
      {directions ? (
        <details className="rounded-card border border-line p-4">
          <summary className="cursor-pointer font-semibold">Directions</summary>
          <p className="mt-2 whitespace-pre-line">{directions}</p>
        </details>
      ) : null}
    </div>
  )
}

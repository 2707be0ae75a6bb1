'use client'

import * as React from 'react'

import { FieldError } from '@/components/ui/input'
import { visitDay, visitTime, visitZone } from '@/domain/boutique/format'

export type OpenTimes = { timeZone: string; slots: { start: string; end: string }[] }

/** Her answer "None of these work — contact me"; '' means she has not chosen yet. */
export const NONE = 'none'

async function fetchTimes(): Promise<OpenTimes | null> {
  try {
    const response = await fetch('/api/boutique/slots', { credentials: 'same-origin', cache: 'no-store' })
    return response.ok ? ((await response.json()) as OpenTimes) : null
  } catch {
    return null
  }
}

/**
 * The open times: those the page was rendered with, else loaded from our own server (never
 * another host); `reload` reads them again.
 */
export function useOpenTimes(initial: OpenTimes | null = null) {
  const [state, setState] = React.useState<{ times: OpenTimes | null; failed: boolean }>({ times: initial, failed: false })
  const [version, setVersion] = React.useState(0)
  React.useEffect(() => {
    if (initial && version === 0) return
    let live = true
    void fetchTimes().then((times) => {
      if (live) setState({ times, failed: !times })
    })
    return () => {
      live = false
    }
  }, [version, initial])
  const reload = React.useCallback(() => setVersion((v) => v + 1), [])
  return { ...state, reload }
}

const noSubscription = () => () => undefined

function byDay(times: OpenTimes) {
  const days: { key: string; day: string; slots: OpenTimes['slots'] }[] = []
  for (const slot of times.slots) {
    const day = visitDay(slot.start, times.timeZone)
    const last = days.at(-1)
    if (last?.day === day) last.slots.push(slot)
    else days.push({ key: slot.start.slice(0, 10), day, slots: [slot] })
  }
  return days
}

/**
 * "Choose a time" on the intake form (issues 31, 41), day first, then time: "None of these work —
 * contact me" on top, a day, then that day's times, on the foundation's clock named in words
 * ("Central Time"). Plain form inputs — the times are radio buttons named appointmentStart,
 * grouped per day in fieldsets — so the form posts a time without script; with script only the
 * chosen day's times are shown (one short list instead of four screens of buttons).
 */
export function VisitTimePicker({
  times,
  failed,
  value,
  onChange,
  error,
}: {
  times: OpenTimes | null
  failed: boolean
  value: string
  onChange: (start: string) => void
  error?: string
}) {
  const days = React.useMemo(() => (times ? byDay(times) : []), [times])
  // False in the server's HTML (every day's times shown, as without script), true once hydrated.
  const enhanced = React.useSyncExternalStore(noSubscription, () => true, () => false)
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.start === value))?.key ?? ''
  const [day, setDay] = React.useState('')
  const shownDay = day || chosenDay
  if (failed) return <p className="text-sm text-muted">Open times could not be loaded. Tell us below when suits you and we will contact you.</p>
  if (!times) return <p className="text-sm text-muted">Loading open times…</p>
  if (!days.length) return <p className="text-sm text-muted">No times are open for booking online right now. Tell us below when suits you and we will contact you.</p>
  const zone = visitZone(days[0].slots[0].start, times.timeZone)
  const radio = (start: string, label: string, key: string) => (
    <label key={key} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-card border border-line px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
      <input type="radio" name="appointmentStart" value={start} checked={value === start} onChange={() => onChange(start)} className="h-5 w-5 accent-primary" />
      <span>{label}</span>
    </label>
  )
  return (
    <fieldset className="grid gap-3" aria-describedby="intake-appointmentStart-zone" aria-invalid={error ? true : undefined}>
      <legend className="font-semibold">Choose a time</legend>
      <p id="intake-appointmentStart-zone" className="text-sm text-muted">
        Times are in {zone}.
      </p>
      {radio(NONE, 'None of these work — contact me', 'none')}
      {enhanced ? (
        <label className="grid gap-1">
          <span className="font-semibold">Day</span>
          <select
            value={shownDay}
            onChange={(event) => {
              setDay(event.target.value)
              // A time of another day is no longer what she is choosing.
              if (value && value !== NONE && !event.target.value.startsWith(value.slice(0, 10))) onChange('')
            }}
            className="min-h-11 rounded-card border border-line bg-white px-3"
          >
            <option value="">Choose a day</option>
            {days.map((d) => (
              <option key={d.key} value={d.key}>
                {d.day} ({d.slots.length === 1 ? '1 time' : `${d.slots.length} times`})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {days.map((d) => (
        <fieldset key={d.key} className="grid gap-2" hidden={enhanced && d.key !== shownDay} data-day={d.key}>
          <legend className="text-sm font-semibold">{enhanced ? `Times on ${d.day}` : d.day}</legend>
          <div className="flex flex-wrap gap-2">{d.slots.map((slot) => radio(slot.start, visitTime(slot.start, times.timeZone), slot.start))}</div>
        </fieldset>
      ))}
      <FieldError id="intake-appointmentStart-error" message={error} />
    </fieldset>
  )
}

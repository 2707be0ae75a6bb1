'use client'

import * as React from 'react'

import { FieldError } from '@/components/ui/input'
import { visitDay, visitTime } from '@/domain/boutique/format'

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

/** Loads the open times from our own server (never another host); `reload` reads them again. */
export function useOpenTimes() {
  const [state, setState] = React.useState<{ times: OpenTimes | null; failed: boolean }>({ times: null, failed: false })
  const [version, setVersion] = React.useState(0)
  React.useEffect(() => {
    let live = true
    void fetchTimes().then((times) => {
      if (live) setState({ times, failed: !times })
    })
    return () => {
      live = false
    }
  }, [version])
  const reload = React.useCallback(() => setVersion((v) => v + 1), [])
  return { ...state, reload }
}

function byDay(times: OpenTimes) {
  const days: { day: string; slots: OpenTimes['slots'] }[] = []
  for (const slot of times.slots) {
    const day = visitDay(slot.start, times.timeZone)
    const last = days.at(-1)
    if (last?.day === day) last.slots.push(slot)
    else days.push({ day, slots: [slot] })
  }
  return days
}

/**
 * "Choose a time" on the intake form (issue 31): the open times of the coming weeks, by day, on
 * the foundation's clock (the zone is named), as one group of radio buttons so the keyboard
 * alone moves through them (arrow keys), or "None of these work — contact me".
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
  if (failed) return <p className="text-sm text-muted">Open times could not be loaded. Tell us below when suits you and we will contact you.</p>
  if (!times) return <p className="text-sm text-muted">Loading open times…</p>
  if (!times.slots.length) return <p className="text-sm text-muted">No times are open for booking online right now. Tell us below when suits you and we will contact you.</p>
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
        Times are shown in the boutique&apos;s time zone ({times.timeZone}).
      </p>
      {byDay(times).map(({ day, slots }) => (
        <div key={day} role="group" aria-label={day} className="grid gap-2">
          <p className="text-sm font-semibold" aria-hidden="true">
            {day}
          </p>
          <div className="flex flex-wrap gap-2">{slots.map((slot) => radio(slot.start, visitTime(slot.start, times.timeZone), slot.start))}</div>
        </div>
      ))}
      {radio(NONE, 'None of these work — contact me', 'none')}
      <FieldError id="intake-appointmentStart-error" message={error} />
    </fieldset>
  )
}

import type { DefaultServerCellComponentProps, Payload } from 'payload'

import { foundationTimeZone } from '@/lib/zoned-time'

type Props = { value: unknown; payload: Payload }

/** "Mar 3, 2026, 10:30 AM CST": a stored instant on the foundation's clock, never the server's UTC. */
async function ZonedTime({ value, payload }: Props) {
  if (typeof value !== 'string' || value === '') return <span>—</span>
  const timeZone = await foundationTimeZone(payload)
  const shown = new Date(value).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  })
  return <time dateTime={value}>{shown}</time>
}

/** The list column of a `zonedDateField`. */
export function ZonedDateCell({ cellData, payload }: DefaultServerCellComponentProps) {
  return <ZonedTime value={cellData} payload={payload} />
}

/**
 * The edit view of a read-only `zonedDateField`: its label and the time as the foundation reads
 * it (Payload's own date field shows the browser's clock; on a server in UTC, that is UTC).
 */
export function ZonedDateField({
  data,
  field,
  payload,
}: {
  data?: Record<string, unknown>
  field: { name: string; label?: unknown }
  payload: Payload
}) {
  const label = typeof field.label === 'string' ? field.label : field.name
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-testid={`zoned-${field.name}`}>
      <div className="field-label" style={{ fontWeight: 600 }}>
        {label}
      </div>
      <ZonedTime value={data?.[field.name]} payload={payload} />
    </div>
  )
}

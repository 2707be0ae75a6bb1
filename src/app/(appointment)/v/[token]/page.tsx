import type { Metadata } from 'next'

import { tokenSchema } from '@/domain/boutique/link'
import { VisitPage } from '@/features/visit/visit-page'
import { ApiError } from '@/lib/http'
import { viewVisit, type VisitView } from '@/server/boutique/booking'
import { getPayload } from '@/server/payload'

export const metadata: Metadata = { title: 'Appointment' }

export const dynamic = 'force-dynamic'

/**
 * Her link (issue 41): the time, directions on request, Confirm and Cancel. Opening it (a GET, as
 * mail scanners do) changes nothing; only the buttons do.
 */
export default async function AppointmentPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const payload = await getPayload()
  let view: VisitView | null = null
  let problem: 'invalid' | 'gone' | null = null
  if (!tokenSchema.safeParse({ token }).success) problem = 'invalid'
  else {
    try {
      view = await viewVisit(payload, token)
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 410)) throw error
      problem = error.status === 404 ? 'invalid' : 'gone'
    }
  }
  const hours = view ? await payload.findGlobal({ slug: 'boutique-hours', depth: 0, overrideAccess: true }) : null
  return <VisitPage token={token} view={view} problem={problem} directions={hours?.directions ?? null} />
}

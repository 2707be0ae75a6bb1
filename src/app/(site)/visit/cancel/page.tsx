import type { Metadata } from 'next'

import { CancelVisit } from '@/features/forms/cancel-visit'

export const metadata: Metadata = {
  title: 'Cancel an appointment',
  robots: { index: false, follow: false },
}

export const dynamic = 'force-dynamic'

/** Where her confirmation's cancel link leads (issue 31): one button, nothing about her. */
export default function CancelVisitPage() {
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold">Cancel your appointment</h1>
      <p className="text-muted">If you cannot come, cancel here and the time goes to someone else. You can always book again.</p>
      <CancelVisit />
    </div>
  )
}

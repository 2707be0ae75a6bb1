import { Lock } from 'lucide-react'
import type { Metadata } from 'next'

import { QuickExitNote } from '@/features/shell/quick-exit'
import { Card } from '@/components/ui/card'
import { IntakeForm } from '@/features/forms/intake-form'
import { logger } from '@/lib/log'
import { listOpenSlots } from '@/server/boutique/slots'
import { getPayload } from '@/server/payload'
import { getSiteSettings } from '@/server/site-settings'

export const metadata: Metadata = {
  title: 'Boutique Visit Request',
  description: 'Request a private, free appointment at the Bloom Boutique.',
  // A confidential form has nothing to gain from search engines or link previews.
  robots: { index: false, follow: false },
}

// Rendered per request so the page is sent with no-store and never kept by any cache.
export const dynamic = 'force-dynamic'

/**
 * The open times, drawn with the page so that she can choose one without script (the form then
 * posts itself); with script the form reads them again after a booking. Failing here
 * leaves the page as it was without times: the picker says so and the preference list stays.
 */
async function openTimes() {
  try {
    return await listOpenSlots(await getPayload(), {})
  } catch (error) {
    logger.warn({ err: error }, '[intake] open times not drawn with the page')
    return null
  }
}

export default async function IntakeFormPage() {
  const [times, settings] = await Promise.all([openTimes(), getSiteSettings()])
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 className="text-4xl font-bold md:text-5xl">Bloom Boutique Visit Request</h1>
      <p className="mt-4 text-lg text-muted">
        Our boutique is free, private and by appointment only. Tell us a little about yourself and what you need, and we
        will prepare for your visit.
      </p>
      <div className="mt-6 flex gap-3 rounded-card border border-sage bg-sage-soft p-4">
        <Lock className="mt-0.5 h-5 w-5 shrink-0 text-sage" aria-hidden="true" />
        <div className="grid gap-2 text-sm">
          <p>
            <strong>Your answers are confidential.</strong> Only our staff read them, only to prepare your visit. They are
            never shared, never sent by e-mail, and deleted after your request is closed. Only your first name and phone
            are required, and an e-mail address if you want us to write.
          </p>
          <QuickExitNote />
        </div>
      </div>
      <Card className="mt-8">
        <IntakeForm openTimes={times} contactPhone={settings.phone ?? null} />
      </Card>
    </div>
  )
}

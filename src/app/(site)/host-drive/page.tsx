import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'

import { Link } from '@/components/ui/link'
import { Card } from '@/components/ui/card'
import { DriveInquiryForm } from '@/features/forms/drive-inquiry-form'
import { getSiteSettings } from '@/server/site-settings'

export const metadata: Metadata = {
  title: 'Host a Drive',
  description: 'Host a clothing or care-items drive for the Bloom Boutique.',
}

export default async function HostDrivePage() {
  const settings = await getSiteSettings()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <nav aria-label="Back" className="mb-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link href="/get-involved" className="inline-flex items-center gap-1 font-semibold text-primary underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Get Involved
        </Link>
        <Link href="/" className="font-semibold text-primary underline">
          Home
        </Link>
      </nav>
      <h1 className="text-4xl font-bold md:text-5xl">Host a Clothing or Care Drive</h1>
      <p className="mt-4 text-lg text-muted">
        Gather gently used clothing, shoes or new care items with your church, school, workplace or friends. Every item
        helps a woman choose something that makes her feel confident as she starts over. Tell us about your drive and we
        will help you plan it.
      </p>
      <Card className="mt-8">
        <DriveInquiryForm near={`${settings.city}, ${settings.state}`} />
      </Card>
    </div>
  )
}

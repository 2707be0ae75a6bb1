import type { Metadata, Viewport } from 'next'

import '../(site)/globals.css'

import { QuickExitBar, QuickExitSkipLink } from '@/features/shell/quick-exit'
import { getSiteSettings, quickExitHref } from '@/server/site-settings'

/**
 * Her appointment pages (issue 41): the links in her e-mails open here. Whoever sees her screen
 * or her history must not learn who wrote: no header, footer or name of the foundation or its
 * services — only the appointment and the quick exit.
 */
export const metadata: Metadata = {
  title: 'Appointment',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export const viewport: Viewport = { themeColor: '#1f2a24' }

export default async function AppointmentLayout({ children }: { children: React.ReactNode }) {
  const exitUrl = quickExitHref(await getSiteSettings())
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <QuickExitSkipLink url={exitUrl} />
        <div className="sticky top-0 z-40">
          <QuickExitBar url={exitUrl} />
        </div>
        <main id="main" className="flex-1">
          {children}
        </main>
      </body>
    </html>
  )
}

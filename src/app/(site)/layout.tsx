import type { Metadata, Viewport } from 'next'

import './globals.css'

import { EarlySubmitGuard } from '@/features/shell/early-submit'
import { EarlyTapGuard } from '@/features/shell/early-tap'
import { Footer } from '@/features/shell/footer'
import { Header } from '@/features/shell/header'
import { QuickExitBar, QuickExitSkipLink } from '@/features/shell/quick-exit'
import { ScrollToTop } from '@/features/shell/scroll-to-top'
import { Toaster } from '@/components/ui/toaster'
import { CartProvider } from '@/features/cart/cart-context'
import { getSiteSettings, quickExitHref } from '@/server/site-settings'
import { siteUrl } from '@/lib/site-url'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.foundationName, template: `%s | ${settings.foundationName}` },
    description:
      'A free, appointment-only clothing boutique, healing gardens and support for women starting over, funded by farm goods and donations.',
    // Keep visits out of other sites' logs as far as the browser allows.
    referrer: 'strict-origin-when-cross-origin',
  }
}

export const viewport: Viewport = { themeColor: '#9d2b5b' }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  const exitUrl = quickExitHref(settings)
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <EarlySubmitGuard />
        <EarlyTapGuard />
        <QuickExitSkipLink url={exitUrl} />
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        <CartProvider>
          <ScrollToTop />
          {/* One sticky block: the exit bar stays on screen with the header and takes its own
              room, so it never covers the page's content. */}
          <div className="sticky top-0 z-40">
            <QuickExitBar url={exitUrl} />
            <Header foundationName={settings.foundationName} />
          </div>
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer settings={settings} />
          <Toaster />
        </CartProvider>
      </body>
    </html>
  )
}

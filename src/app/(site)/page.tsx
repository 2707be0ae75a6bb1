import Link from 'next/link'

import { buttonVariants } from '@/components/ui/button'
import { getSiteSettings } from '@/lib/site-settings'

export default async function HomePage() {
  const settings = await getSiteSettings()
  return (
    <section className="mx-auto max-w-5xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold md:text-6xl">Planting Hope. Growing Dignity. Finding Joy.</h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/bloom-boutique" className={buttonVariants()}>
          Visit Bloom Boutique
        </Link>
        <Link href="/about" className={buttonVariants({ variant: 'outline' })}>
          Read Our Story
        </Link>
        <Link href="/store" className={buttonVariants({ variant: 'secondary' })}>
          Shop Seeds &amp; Gifts
        </Link>
        <Link href="/donate" className={buttonVariants({ variant: 'outline' })}>
          Support the Mission
        </Link>
      </div>
      <div className="mx-auto mt-12 max-w-xs rounded-card bg-white p-6 shadow-sm">
        <p className="text-5xl font-bold text-primary">{settings.womenServed}</p>
        <p className="mt-1 font-semibold">Women Served</p>
      </div>
    </section>
  )
}

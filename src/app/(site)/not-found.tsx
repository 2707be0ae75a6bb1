import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'

export const metadata = { title: 'Page Not Found' }

export default function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-muted">Did you forget to add the page to the router?</p>
      <Link href="/" className={buttonVariants({ className: 'mt-8' })}>
        Back to Home
      </Link>
    </section>
  )
}

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'

export default function ProductNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">Product Not Found</h1>
      <p className="mt-4 text-muted">The product you&apos;re looking for doesn&apos;t exist.</p>
      <Link href="/store" className={buttonVariants({ className: 'mt-8' })}>
        Back to Store
      </Link>
    </section>
  )
}

import { StoreSkeleton } from '@/features/shop/store-skeleton'

/**
 * Spec §2.4, §9: while a client-side navigation to /store waits for the catalogue, the page's
 * frame and 8 placeholder cards show at once instead of the previous page lingering.
 */
export default function StoreLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12" aria-busy="true">
      <header className="text-center">
        <h1 className="text-4xl font-bold">Farm Store</h1>
        <p className="sr-only" role="status">
          Loading products…
        </p>
      </header>
      <div className="mt-10">
        <StoreSkeleton />
      </div>
    </div>
  )
}

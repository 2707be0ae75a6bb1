import { StoreSkeleton } from '@/features/shop/store-skeleton'

export default function StoreLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12" aria-busy="true">
      <p className="sr-only" role="status">
        Loading products…
      </p>
      <StoreSkeleton />
    </div>
  )
}

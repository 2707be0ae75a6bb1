import { Skeleton } from '@/components/ui/card'

/** Spec §9: 8 placeholders while the store loads. */
export const STORE_SKELETON_COUNT = 8

export function StoreSkeleton() {
  return (
    <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="store-skeleton">
      {Array.from({ length: STORE_SKELETON_COUNT }, (_, index) => (
        <Skeleton key={index} className="h-80" />
      ))}
    </div>
  )
}

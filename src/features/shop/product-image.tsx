import { StaticImage } from '@/components/ui/static-image'
import { cn } from '@/lib/utils'

/**
 * A product's picture, or the spec's 'No image available' placeholder. `priority` for the one
 * that is the page's largest paint (a product page's picture, the store's first card): loaded at
 * once and preloaded from the document's head instead of lazily after layout.
 */
export function ProductImage({ src, alt, className, priority }: { src: string | null; alt: string; className?: string; priority?: boolean }) {
  if (!src) {
    return (
      <div className={cn('flex aspect-[4/3] w-full items-center justify-center bg-cream text-sm text-muted', className)}>
        No image available
      </div>
    )
  }
  // Media files are small drawings and photos that staff upload; SVGs cannot go through the optimiser.
  return (
    <StaticImage
      src={src}
      alt={alt}
      width={640}
      height={480}
      unoptimized={src.endsWith('.svg')}
      priority={priority}
      className={cn('aspect-[4/3] w-full object-cover', className)}
    />
  )
}

import { Badge, Card } from '@/components/ui/card'
import { StaticImage } from '@/components/ui/static-image'
import { NewsletterForm } from '@/features/newsletter/newsletter-form'
import { FeaturedProducts } from '@/features/shop/featured-products'
import { SponsorshipPackages } from '@/features/shop/sponsorship-packages'
import { versionedMediaUrl } from '@/lib/media-url'
import { safeHref, SOCIAL_URL } from '@/lib/safe-url'
import { cn } from '@/lib/utils'
import type { Page, SiteSetting } from '@/payload-types'

import { CmsLink } from './cms-link'
import { fillTokens, paragraphs } from '@/domain/pages/tokens'

type Section = NonNullable<Page['sections']>[number]
type Of<K extends Section['blockType']> = Extract<Section, { blockType: K }>
type Fill = (text: string) => string

const toneClass = { plain: '', soft: 'bg-primary-soft/60', sage: 'bg-sage-soft' } as const

function Paragraphs({ text, fill, className }: { text?: string | null; fill: Fill; className?: string }) {
  return paragraphs(text).map((p, i) => (
    <p key={i} className={cn('mt-4 max-w-3xl text-lg leading-relaxed text-muted', className)}>
      {fill(p)}
    </p>
  ))
}

function Buttons({ buttons, fill, className }: { buttons?: Of<'hero'>['buttons']; fill: Fill; className?: string }) {
  if (!buttons?.length) return null
  return (
    <div className={cn('mt-8 flex flex-wrap gap-3', className)}>
      {buttons.map((b, i) => (
        <CmsLink key={b.id ?? i} href={fill(b.href)} style={b.style} newTab={b.newTab}>
          {fill(b.label)}
        </CmsLink>
      ))}
    </div>
  )
}

type Pictured = Pick<Of<'section'>, 'picture' | 'image' | 'imageAlt'>

/**
 * A block's picture: the Media document staff chose (its address and alt text), else a legacy
 * path under /images/ from before pictures came from the media library.
 */
function pictureOf(block: Pictured): { src: string; alt: string } | null {
  const media = block.picture
  if (media && typeof media === 'object' && media.url) {
    // Same-site path either way, so next/image's localPatterns cover it; versioned, so the file
    // is cached for good until staff replace it.
    return { src: versionedMediaUrl(new URL(media.url, 'http://site.invalid').pathname, media.updatedAt), alt: media.alt ?? '' }
  }
  return block.image ? { src: block.image, alt: block.imageAlt ?? '' } : null
}

function Picture({ block, priority }: { block: Pictured; priority?: boolean }) {
  const picture = pictureOf(block)
  if (!picture) return null
  return (
    <StaticImage
      src={picture.src}
      alt={picture.alt}
      width={800}
      height={600}
      sizes="(min-width: 768px) 45vw, 100vw"
      priority={priority}
      className="h-auto w-full rounded-card"
    />
  )
}

function Hero({ block, fill }: { block: Of<'hero'>; fill: Fill }) {
  const hasPicture = Boolean(pictureOf(block))
  return (
    <section className="bg-gradient-to-b from-primary-soft to-cream">
      <div
        className={cn(
          'mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:py-20',
          hasPicture ? 'md:grid-cols-2' : 'text-center',
        )}
      >
        <div>
          {block.badge ? <Badge className="mb-4 bg-white text-primary">{fill(block.badge)}</Badge> : null}
          <h1 className="font-serif text-4xl font-bold text-ink md:text-5xl">{fill(block.heading)}</h1>
          {block.meta ? <p className="mt-3 font-semibold text-muted">{fill(block.meta)}</p> : null}
          <Paragraphs text={block.body} fill={fill} className={hasPicture ? '' : 'mx-auto'} />
          <Buttons buttons={block.buttons} fill={fill} className={hasPicture ? '' : 'justify-center'} />
        </div>
        <Picture block={block} priority />
      </div>
    </section>
  )
}

function SectionView({ block, fill }: { block: Of<'section'>; fill: Fill }) {
  const hasPicture = Boolean(pictureOf(block))
  const cards = block.cards ?? []
  const list = block.list ?? []
  // A row of links alone (e.g. "Back to Home") sits tight against its neighbours.
  const linksOnly = !block.heading && !block.body && !hasPicture && !list.length && !cards.length
  return (
    <section id={block.anchor || undefined} className={cn('scroll-mt-24', toneClass[block.tone ?? 'plain'])}>
      <div
        className={cn(
          'mx-auto max-w-6xl px-4',
          linksOnly ? 'py-4 [&>div]:mt-0' : 'py-14',
          hasPicture && 'grid items-center gap-10 md:grid-cols-2',
        )}
      >
        <div>
          {block.heading ? <h2 className="font-serif text-3xl font-bold text-ink">{fill(block.heading)}</h2> : null}
          <Paragraphs text={block.body} fill={fill} />
          {list.length ? (
            <div className="mt-6">
              {block.listHeading ? <h3 className="text-xl font-semibold">{fill(block.listHeading)}</h3> : null}
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {list.map((item, i) => (
                  <li key={item.id ?? i} className="flex gap-2 text-lg text-ink">
                    <span aria-hidden="true" className="text-sage">
                      ✿
                    </span>
                    {fill(item.text)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <Picture block={block} />
        {cards.length ? (
          <ul className={cn('mt-8 grid gap-6 sm:grid-cols-2', cards.length % 3 === 0 && 'lg:grid-cols-3', hasPicture && 'md:col-span-2')}>
            {cards.map((card, i) => (
              <li key={card.id ?? i}>
                <Card className="flex h-full flex-col">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="text-xl font-semibold text-ink">{fill(card.title)}</h3>
                    {card.badge ? <Badge>{fill(card.badge)}</Badge> : null}
                  </div>
                  {card.text ? <p className="mt-3 text-muted">{fill(card.text)}</p> : null}
                  {card.items?.length ? (
                    <div className="mt-4">
                      {card.itemsHeading ? <p className="text-sm font-semibold text-ink">{fill(card.itemsHeading)}</p> : null}
                      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
                        {card.items.map((item, j) => (
                          <li key={item.id ?? j}>{fill(item.text)}</li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  {card.linkHref && card.linkLabel ? (
                    <div className="mt-auto pt-5">
                      <CmsLink href={fill(card.linkHref)} style="link">
                        {fill(card.linkLabel)}
                      </CmsLink>
                    </div>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        ) : null}
        <Buttons buttons={block.buttons} fill={fill} className={hasPicture ? 'md:col-span-2' : undefined} />
      </div>
    </section>
  )
}

/** A full-width band of the page with its optional heading, as the stats and quotes blocks have. */
function Band({ className, center, heading, fill, children }: { className: string; center?: boolean; heading?: string | null; fill: Fill; children: React.ReactNode }) {
  return (
    <section className={className}>
      <div className={cn('mx-auto max-w-6xl px-4 py-14', center && 'text-center')}>
        {heading ? <h2 className="font-serif text-3xl font-bold text-ink">{fill(heading)}</h2> : null}
        {children}
      </div>
    </section>
  )
}

function Stats({ block, fill }: { block: Of<'stats'>; fill: Fill }) {
  return (
    <Band className="bg-white" center heading={block.heading} fill={fill}>
      <Paragraphs text={block.body} fill={fill} className="mx-auto" />
      <ul className="mt-8 flex flex-wrap justify-center gap-6">
        {block.items.map((item, i) => (
          <li key={item.id ?? i} className="min-w-48 rounded-card border border-line bg-cream p-6 shadow-sm">
            <p className="font-serif text-5xl font-bold text-primary">{fill(item.value)}</p>
            <p className="mt-2 text-lg font-semibold text-ink">{fill(item.label)}</p>
            {item.text ? <p className="mt-1 text-sm text-muted">{fill(item.text)}</p> : null}
          </li>
        ))}
      </ul>
    </Band>
  )
}

function Quotes({ block, fill }: { block: Of<'quotes'>; fill: Fill }) {
  return (
    <Band className="bg-sage-soft" heading={block.heading} fill={fill}>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {block.quotes.map((quote, i) => (
          <li key={quote.id ?? i}>
            <figure className="h-full rounded-card border-l-4 border-sage bg-white p-6 shadow-sm">
              <blockquote className="font-serif text-xl italic text-ink">“{fill(quote.text)}”</blockquote>
              {quote.attribution ? <figcaption className="mt-3 text-sm font-semibold text-muted">— {fill(quote.attribution)}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  )
}

function Embed({ block, fill, settings }: { block: Of<'embed'>; fill: Fill; settings: SiteSetting }) {
  const heading = block.heading ? fill(block.heading) : undefined
  const body = block.body ? fill(block.body) : undefined
  let content: React.ReactNode = null
  switch (block.feature) {
    case 'featuredProducts':
      content = <FeaturedProducts />
      break
    case 'sponsorshipPackages':
      content = <SponsorshipPackages />
      break
    case 'newsletter':
      return (
        <section id={block.anchor || undefined} className="scroll-mt-24 bg-primary-soft/60">
          <div className="mx-auto max-w-3xl px-4 py-14">
            {heading ? <h2 className="font-serif text-3xl font-bold text-ink">{heading}</h2> : null}
            {body ? <p className="mt-4 text-lg text-muted">{body}</p> : null}
            <NewsletterForm source={block.source || 'website'} className="mt-6" />
          </div>
        </section>
      )
    case 'socialLinks': {
      const socials = settings.socialLinks ?? []
      content = (
        <>
          {heading ? <h2 className="font-serif text-3xl font-bold text-ink">{heading}</h2> : null}
          {body ? <p className="mt-4 max-w-3xl text-lg text-muted">{body}</p> : null}
          <ul className="mt-6 flex flex-wrap gap-3" aria-label="Social media">
            {socials.map((social) => (
              <li key={social.id ?? social.url}>
                <CmsLink href={safeHref(social.url, SOCIAL_URL)} style="outline" newTab>
                  {social.platform}
                </CmsLink>
              </li>
            ))}
          </ul>
        </>
      )
      break
    }
  }
  return (
    <section id={block.anchor || undefined} className="scroll-mt-24">
      <div className="mx-auto max-w-6xl px-4 py-14">{content}</div>
    </section>
  )
}

/** Renders a CMS page's blocks in the order staff arranged them. */
export function PageSections({ page, settings }: { page: Page; settings: SiteSetting }) {
  const fill: Fill = (text) => fillTokens(text, settings)
  return (page.sections ?? []).map((block, i) => {
    const key = block.id ?? i
    switch (block.blockType) {
      case 'hero':
        return <Hero key={key} block={block} fill={fill} />
      case 'section':
        return <SectionView key={key} block={block} fill={fill} />
      case 'stats':
        return <Stats key={key} block={block} fill={fill} />
      case 'quotes':
        return <Quotes key={key} block={block} fill={fill} />
      case 'embed':
        return <Embed key={key} block={block} fill={fill} settings={settings} />
    }
  })
}

import { Check } from 'lucide-react'

import { Badge, Card } from '@/components/ui/card'
import { formatPrice, toCents } from '@/lib/money'
import { cn } from '@/lib/utils'
import { getSponsorshipPackages } from '@/server/shop/products'

import { MOST_POPULAR_PACKAGE_ID, SPONSORSHIP_PACKAGE_IDS } from '@/domain/shop/catalogue'
import { SponsorButton } from './sponsor-button'

/** The three sponsorship packages of spec §3.7, for /get-involved; each goes into the cart. */
export async function SponsorshipPackages() {
  const packages = await getSponsorshipPackages(SPONSORSHIP_PACKAGE_IDS)
  if (packages.length === 0) return null
  return (
    <div className="grid gap-6 md:grid-cols-3" data-testid="sponsorship-packages">
      {packages.map(({ includes, impact, ...item }) => {
        const featured = item.id === MOST_POPULAR_PACKAGE_ID
        return (
          <Card key={item.id} className={cn('relative flex flex-col', featured && 'border-2 border-primary')}>
            {featured && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 bg-primary text-white">Most Popular</Badge>}
            <h3 className="text-xl font-bold">{item.name}</h3>
            <p className="mt-2 text-3xl font-bold text-primary">{formatPrice(toCents(item.price))}</p>
            <p className="mt-3 text-sm text-muted">{item.description}</p>
            {includes.length > 0 && (
              <ul className="mt-4 space-y-2 text-sm">
                {includes.map((entry) => (
                  <li key={entry} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage" />
                    {entry}
                  </li>
                ))}
              </ul>
            )}
            {impact && <p className="mt-4 flex-1 text-sm italic">{impact}</p>}
            <div className="mt-6">
              <SponsorButton product={item} featured={featured} />
            </div>
          </Card>
        )
      })}
    </div>
  )
}

import { Egg, Flower2, Gift, Leaf, Sprout, Store, Truck } from 'lucide-react'

import { Card } from '@/components/ui/card'
import { NewsletterForm } from '@/features/newsletter/newsletter-form'

const PLANNED = [
  { icon: Sprout, name: 'Heirloom Seeds & Bulbs', text: 'Seeds saved from our healing gardens.' },
  { icon: Egg, name: 'Farm Fresh Eggs', text: 'From our free-ranging hens.' },
  { icon: Flower2, name: 'Raw Honey & Beeswax', text: 'Honey and candles from our own hives.' },
  { icon: Gift, name: 'Handmade Gifts', text: 'Made with care by our community.' },
  { icon: Leaf, name: 'Plant Starts', text: 'Young vegetables, herbs and flowers.' },
  { icon: Flower2, name: 'Fresh-Cut Flowers', text: 'Seasonal bouquets from the garden.' },
]

/** What the store shows when no product matches (spec §2.4). */
export function ComingSoon({ farmStandHours }: { farmStandHours: string }) {
  return (
    <section aria-labelledby="coming-soon" className="mt-8 space-y-10" data-testid="coming-soon">
      <div className="text-center">
        <h2 id="coming-soon" className="text-3xl font-bold">
          Coming Soon
        </h2>
        <p className="mt-2 text-muted">We are growing our shop. Here is what is on the way:</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PLANNED.map(({ icon: Icon, name, text }) => (
          <li key={name}>
            <Card className="h-full">
              <Icon aria-hidden="true" className="size-8 text-sage" />
              <h3 className="mt-3 font-semibold">{name}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <Truck aria-hidden="true" className="size-7 text-primary" />
          <h3 className="mt-2 font-semibold">Shipping</h3>
          <p className="mt-1 text-sm text-muted">Seeds, honey and handmade gifts ship to you, always free.</p>
        </Card>
        <Card>
          <Store aria-hidden="true" className="size-7 text-primary" />
          <h3 className="mt-2 font-semibold">Local pickup</h3>
          <p className="mt-1 text-sm text-muted">Fresh eggs and plant starts are local pickup only, at our farm stand.</p>
        </Card>
      </div>
      <NewsletterForm
        source="store"
        title="Get Shop Updates"
        description="Be the first to know when new products arrive."
      />
      <Card className="text-center">
        <h3 className="text-xl font-semibold">Farm Stand</h3>
        <p className="mt-1 text-muted">
          Hours: <span className="font-semibold text-ink">{farmStandHours}</span>
        </p>
      </Card>
    </section>
  )
}

import type { Metadata } from 'next'

import { CartView } from '@/features/shop/cart-view'
import { pickupDetails } from '@/domain/shop/pickup'
import { getSiteSettings } from '@/server/site-settings'

export const metadata: Metadata = { title: 'Cart' }

export default async function CartPage() {
  const settings = await getSiteSettings()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-8 text-4xl font-bold">Shopping Cart</h1>
      <CartView pickup={pickupDetails(settings)} />
    </div>
  )
}

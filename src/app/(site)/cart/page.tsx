import type { Metadata } from 'next'

import { CartView } from '@/features/shop/cart-view'

export const metadata: Metadata = { title: 'Cart' }

export default function CartPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-8 text-4xl font-bold">Shopping Cart</h1>
      <CartView />
    </div>
  )
}

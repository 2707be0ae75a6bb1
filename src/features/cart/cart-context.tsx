'use client'

import * as React from 'react'

import {
  addLine,
  CART_STORAGE_KEY,
  cartItemCount,
  cartTotalCents,
  parseStoredCart,
  removeLine,
  updateLineQuantity,
} from '@/domain/cart/cart'
import type { CartLine, ProductJSON } from '@/domain/cart/types'

/**
 * The cart lives in localStorage (spec §4): read once, on first use in the browser, and
 * written on every change. Other tabs' changes arrive through the `storage` event.
 */
const EMPTY: CartLine[] = []
let lines: CartLine[] | null = null
const listeners = new Set<() => void>()

function readLines(): CartLine[] {
  if (lines === null) lines = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY))
  return lines
}

function writeLines(next: CartLine[]) {
  lines = next
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next))
  } catch (error) {
    console.error('Could not save the cart', error)
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return
    lines = parseStoredCart(event.newValue)
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

const noopSubscribe = () => () => {}

type CartContextValue = {
  items: CartLine[]
  /** False during server rendering and hydration, before the saved cart is read. */
  loaded: boolean
  totalCents: number
  itemCount: number
  addItem: (product: ProductJSON, quantity?: number) => void
  removeItem: (productId: string) => void
  updateQuantity: (productId: string, quantity: number) => void
  clear: () => void
}

const CartContext = React.createContext<CartContextValue | null>(null)

export function CartProvider({ children }: { children: React.ReactNode }) {
  const items = React.useSyncExternalStore(subscribe, readLines, () => EMPTY)
  const loaded = React.useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  )

  const value = React.useMemo<CartContextValue>(
    () => ({
      items,
      loaded,
      totalCents: cartTotalCents(items),
      itemCount: cartItemCount(items),
      addItem: (product, quantity = 1) => writeLines(addLine(readLines(), product, quantity)),
      removeItem: (productId) => writeLines(removeLine(readLines(), productId)),
      updateQuantity: (productId, quantity) => writeLines(updateLineQuantity(readLines(), productId, quantity)),
      clear: () => writeLines([]),
    }),
    [items, loaded],
  )

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const context = React.useContext(CartContext)
  if (!context) throw new Error('useCart must be used within a CartProvider')
  return context
}

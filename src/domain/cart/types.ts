/** A product as the public API returns it (spec §3.1). */
export type ProductJSON = {
  id: string
  name: string
  description: string
  price: string
  category: string
  imageUrl: string | null
  inventory: number
  isActive: boolean
  createdAt: string
}

export type CartLine = { product: ProductJSON; quantity: number }

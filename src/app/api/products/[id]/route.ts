import { NextResponse } from 'next/server'

import { ApiError, route } from '@/lib/http'
import { getActiveProduct } from '@/server/shop/products'

/** GET /api/products/{id}: one active product, or 404. */
export const GET = route<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const { id } = await params
  const product = await getActiveProduct(id)
  if (!product) throw new ApiError(404, 'Product not found.')
  return NextResponse.json(product)
})

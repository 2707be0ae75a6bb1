'use client'

import ProductNotFound from './not-found'

/** Spec §2.5: a product that fails to load reads like a missing one. */
export default function ProductError() {
  return <ProductNotFound />
}

import { call, signIn } from './api'
import { markedName, PERSONAL_MARKER } from './markers'

let staffCookie: Promise<string> | null = null

/** A staff session, shared by a test file: products are created the way staff create them. */
export function staff() {
  staffCookie ??= signIn()
  return staffCookie
}

export type TestProduct = { id: string; name: string; priceCents: number; inventory: number }

/**
 * Creates an active product through the CMS REST API (so the server's own hooks refresh its
 * catalogue cache), with a unique id and name.
 */
export async function createTestProduct(
  overrides: Partial<{ name: string; priceCents: number; inventory: number; category: string; isActive: boolean; lowStockThreshold: number | null }> = {},
): Promise<TestProduct> {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  const name = overrides.name ?? `Test Jam ${suffix}`
  const data = {
    id: `test-${suffix}`,
    name,
    description: 'A jar made for a test.',
    priceCents: overrides.priceCents ?? 1250,
    category: overrides.category ?? 'handmade',
    inventory: overrides.inventory ?? 10,
    isActive: overrides.isActive ?? true,
    ...(overrides.lowStockThreshold !== undefined ? { lowStockThreshold: overrides.lowStockThreshold } : {}),
  }
  const answer = await call<{ doc?: { id: string } }>('/api/cms/products', { body: data, cookie: await staff() })
  if (answer.status !== 201) throw new Error(`creating a product failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { id: data.id, name, priceCents: data.priceCents, inventory: data.inventory }
}

export async function updateTestProduct(id: string, data: Record<string, unknown>) {
  const answer = await call(`/api/cms/products/${id}`, { method: 'PATCH', body: data, cookie: await staff() })
  if (answer.status !== 200) throw new Error(`updating a product failed: ${answer.status} ${JSON.stringify(answer.body)}`)
}

/** A valid US address for orders with goods that ship. */
export const TEST_ADDRESS = { name: 'Ann Lee', line1: '12 Elm Street', line2: 'Apt 4', city: 'Nashville', state: 'TN', postalCode: '37201' }

export function orderBody(product: TestProduct, quantity: number, overrides: Record<string, unknown> = {}) {
  const price = (product.priceCents / 100).toFixed(2)
  return {
    email: `buyer.${PERSONAL_MARKER}@example.org`,
    firstName: markedName('Ann'),
    lastName: markedName('Lee'),
    totalAmount: ((product.priceCents * quantity) / 100).toFixed(2),
    items: [{ productId: product.id, quantity, price }],
    shippingAddress: TEST_ADDRESS,
    ...overrides,
  }
}

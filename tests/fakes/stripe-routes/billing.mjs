/**
 * Customers, products, subscriptions and invoices for recurring gifts.
 * Each route: { method, pattern, handle({ body, match, path, res }) → [status, json] }.
 */
export function billingRoutes() {
  return []
}

// Placeholder so the pages branch compiles; the shop area owns this file and replaces it at merge.
export async function FeaturedProducts() {
  return (
    <div>
      <h2 className="font-serif text-3xl font-bold text-ink">Farm Fresh Products</h2>
      <p className="mt-4 text-muted">No products available at the moment.</p>
    </div>
  )
}

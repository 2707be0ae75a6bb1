// Placeholder so the pages branch compiles; the shop area owns this file and replaces it at merge.
export async function SponsorshipPackages() {
  return <h2 className="font-serif text-3xl font-bold text-ink">Sponsor a Shopping Experience</h2>
}

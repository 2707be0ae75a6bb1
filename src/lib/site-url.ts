/** The public address of the site, for absolute links (sitemap, robots, structured data). */
export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
}

/**
 * The public address of the site, read when the server runs, never when it is built: one image
 * serves staging and production. Next copies every `process.env.NEXT_PUBLIC_*` it sees written
 * out into the build (server code included), so the variables are looked up by a computed name,
 * which it leaves alone.
 */
const ADDRESS_VARIABLES = ['SITE_URL', 'NEXT_PUBLIC_SERVER_URL'] as const

function runtimeEnv(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

/** The address staff configured (SITE_URL, else the older NEXT_PUBLIC_SERVER_URL), or undefined. */
export function configuredSiteUrl(): string | undefined {
  for (const name of ADDRESS_VARIABLES) {
    const value = runtimeEnv(name)
    if (value) return value.replace(/\/+$/, '')
  }
  return undefined
}

/**
 * The public address for absolute links (e-mails, sitemap, robots, structured data, redirects);
 * unset → this server on localhost at its own port.
 */
export function siteUrl(): string {
  return configuredSiteUrl() ?? `http://localhost:${runtimeEnv('PORT') ?? '3000'}`
}

/** Cookies are marked Secure exactly when the site is served over HTTPS. */
export function siteIsHttps(): boolean {
  return siteUrl().startsWith('https:')
}

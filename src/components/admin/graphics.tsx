import type { ServerProps } from 'payload'

/*
 * The admin's sign-in page and navigation carry the foundation's mark and name, not Payload's.
 * Payload hands its admin components the Payload instance; reading the name through it keeps
 * this UI from importing the server layer (the admin is no campaign-day path: no shared cache).
 */

async function foundationName({ payload }: Pick<ServerProps, 'payload'>): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.foundationName
}

/** Sign-in and create-account screens. */
export async function Logo(props: Pick<ServerProps, 'payload'>) {
  const name = await foundationName(props)
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }} data-testid="admin-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG in the admin */}
      <img src="/images/logo.svg" alt="" width={48} height={48} />
      <span style={{ fontFamily: 'Georgia, serif', fontSize: 24, fontWeight: 700, color: '#9d2b5b' }}>{name}</span>
    </div>
  )
}

/** The small mark at the top of the admin's navigation. */
export async function Icon(props: Pick<ServerProps, 'payload'>) {
  const name = await foundationName(props)
  // eslint-disable-next-line @next/next/no-img-element -- a small static SVG in the admin
  return <img src="/images/logo.svg" alt={name} width={28} height={28} />
}

import { getSiteSettings } from '@/server/site-settings'

/* The admin's sign-in page and navigation carry the foundation's mark and name, not Payload's. */

/** Sign-in and create-account screens. */
export async function Logo() {
  const { foundationName } = await getSiteSettings()
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }} data-testid="admin-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG in the admin */}
      <img src="/images/logo.svg" alt="" width={48} height={48} />
      <span style={{ fontFamily: 'Georgia, serif', fontSize: 24, fontWeight: 700, color: '#9d2b5b' }}>{foundationName}</span>
    </div>
  )
}

/** The small mark at the top of the admin's navigation. */
export async function Icon() {
  const { foundationName } = await getSiteSettings()
  // eslint-disable-next-line @next/next/no-img-element -- a small static SVG in the admin
  return <img src="/images/logo.svg" alt={foundationName} width={28} height={28} />
}

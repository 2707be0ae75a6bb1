import { EmailLayout } from '@/lib/email-template'

/** The single-use link to the donor's own page. Plain words; nothing fetched when opened. */
export function PortalLinkEmail({ brand, link, minutes }: { brand: { foundationName: string; contactEmail: string }; link: string; minutes: number }) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title="Manage your giving">
      <p style={{ margin: '0 0 16px' }}>
        Open this link to see your gifts and receipts and to manage a recurring gift. It works once, for {minutes} minutes:
      </p>
      <p style={{ margin: '0 0 16px', wordBreak: 'break-all' }}>
        <a href={link}>{link}</a>
      </p>
      <p style={{ margin: 0 }}>If you did not ask for it, you can ignore this message: nothing changes without the link.</p>
    </EmailLayout>
  )
}

/** Confirms a change the donor made on her page, with the way back to it. */
export function PortalChangeEmail({ brand, change, portalUrl }: { brand: { foundationName: string; contactEmail: string }; change: string; portalUrl: string }) {
  return (
    <EmailLayout foundationName={brand.foundationName} contactEmail={brand.contactEmail} title="Your recurring gift has changed">
      <p style={{ margin: '0 0 16px' }}>{change}</p>
      <p style={{ margin: '0 0 16px' }}>
        You can see or change it again at <a href={portalUrl}>{portalUrl}</a>.
      </p>
      <p style={{ margin: 0 }}>If you did not make this change, please write to us at once.</p>
    </EmailLayout>
  )
}

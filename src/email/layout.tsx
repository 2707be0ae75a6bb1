import { render, toPlainText } from '@react-email/render'
import type * as React from 'react'

export type RenderedEmail = { html: string; text: string }

/**
 * Renders an e-mail component to HTML and its plain-text part (for mail clients that show text
 * only, and for spam filters that expect both). Generic: any area's template goes through it.
 */
export async function renderEmail(component: React.ReactElement): Promise<RenderedEmail> {
  const html = await render(component)
  return { html, text: toPlainText(html, { wordwrap: 78 }) }
}

/** A standalone printable HTML document (e.g. a packing slip), rendered the same way. */
export async function renderHtml(component: React.ReactElement): Promise<string> {
  return `<!doctype html>${await render(component)}`
}

const font = 'Georgia, "Times New Roman", serif'
const ink = '#2d2a26'

/**
 * The frame every e-mail shares: the foundation's name, the message, a way to reach a person.
 * Inline styles and system fonts only: no remote image, font or stylesheet is fetched when the
 * message is opened (those would tell a third party that, and when, it was read).
 *
 * `preview`: the line an inbox shows beside the subject (hidden in the message itself, left out
 * of the text part). `discreet`: the foundation's name does not open the message — for a reader
 * who may be watched, the first lines an inbox or a glance shows stay neutral; the name still
 * closes it.
 */
export function EmailLayout({
  foundationName,
  contactEmail,
  title,
  preview,
  discreet = false,
  children,
}: {
  foundationName: string
  contactEmail: string
  title: string
  preview?: string
  discreet?: boolean
  children: React.ReactNode
}) {
  return (
    <html lang="en">
      {/* An e-mail document, not a Next page: next/head has no place here. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: '24px 12px', backgroundColor: '#f7f3ec', color: ink, fontFamily: font }}>
        {preview ? (
          <div data-skip-in-text="true" style={{ display: 'none', overflow: 'hidden', maxHeight: 0, opacity: 0, fontSize: 1, lineHeight: 1 }}>
            {preview}
          </div>
        ) : null}
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 600, margin: '0 auto' }}>
          <tbody>
            {discreet ? null : (
              <tr>
                <td style={{ padding: '0 0 16px', fontSize: 20, fontWeight: 700, color: '#5b7553' }}>{foundationName}</td>
              </tr>
            )}
            <tr>
              <td style={{ backgroundColor: '#ffffff', borderRadius: 8, padding: 24, fontSize: 16, lineHeight: 1.5 }}>
                <h1 style={{ margin: '0 0 16px', fontSize: 22 }}>{title}</h1>
                {children}
              </td>
            </tr>
            <tr>
              <td style={{ padding: '16px 0 0', fontSize: 13, color: '#5f5a53' }}>
                {foundationName} · Questions? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  )
}

/** A simple two-column table (label, value) that survives every mail client. */
export function EmailRows({ rows, footer }: { rows: [React.ReactNode, React.ReactNode][]; footer?: [React.ReactNode, React.ReactNode] }) {
  return (
    <table role="presentation" width="100%" cellPadding={4} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '8px 0 16px' }}>
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index} style={{ borderBottom: '1px solid #e6e0d6' }}>
            <td>{label}</td>
            <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{value}</td>
          </tr>
        ))}
        {footer ? (
          <tr>
            <td style={{ fontWeight: 700 }}>{footer[0]}</td>
            <td style={{ textAlign: 'right', fontWeight: 700 }}>{footer[1]}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  )
}

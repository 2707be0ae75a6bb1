import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { LinkRequest } from '@/features/donor-portal/link-request'
import { SignOut } from '@/features/donor-portal/sign-out'
import { RecurringGiftCard } from '@/features/donor-portal/recurring-gift-card'
import { StatementsList } from '@/features/donor-portal/statements-list'
import { portalDate, portalWord } from '@/features/donor-portal/words'
import { getPayload } from '@/server/payload'
import { portalEmail } from '@/server/donor-portal/access'
import { portalOverview } from '@/server/donor-portal/overview'
import { dedication } from '@/domain/donations/tribute'
import { formatPrice, toCents } from '@/lib/money'
import { foundationTimeZone } from '@/lib/zoned-time'

export const metadata: Metadata = { title: 'My giving', robots: { index: false, follow: false } }
// Per donor and per request: never cached, never prerendered.
export const dynamic = 'force-dynamic'

const word = portalWord

/**
 * A donor's own page (issue 19): ask for a link by e-mail; with the session the link opened,
 * her gifts, receipts, year-end statements and recurring gifts, and what she can do with a
 * recurring gift.
 */
export default async function MyGivingPage({ searchParams }: { searchParams: Promise<{ link?: string | string[] }> }) {
  const payload = await getPayload()
  const email = await portalEmail(payload, await headers())
  if (!email) {
    const expired = (await searchParams).link === 'expired'
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-4xl font-bold">My giving</h1>
        {expired ? (
          <p role="alert" className="mt-4 rounded-lg bg-danger-soft p-4 text-danger" data-testid="link-expired">
            This link has expired or was already used. Each link works once, for 30 minutes: ask for a new one below.
          </p>
        ) : null}
        <p className="mt-3 text-lg text-muted">
          See your gifts, download your receipts and manage a recurring gift. Enter the e-mail address you gave with and we will
          send you a link that works once, for 30 minutes.
        </p>
        <LinkRequest />
      </div>
    )
  }
  const [overview, timeZone] = await Promise.all([portalOverview(payload, email), foundationTimeZone(payload)])
  const date = (value: string | null) => portalDate(value, timeZone)

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-4xl font-bold">My giving</h1>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">Signed in as {email} for one hour.</p>
        <SignOut />
      </div>

      <PortalSection id="recurring" title="Recurring gifts" empty={overview.recurringGifts.length === 0 ? 'You have no recurring gift.' : null} spaced>
        {overview.recurringGifts.map((gift) => (
          <RecurringGiftCard key={gift.id} gift={gift} timeZone={timeZone} />
        ))}
      </PortalSection>

      <PortalSection id="gifts" title="Gifts" empty={overview.gifts.length === 0 ? 'No gifts yet.' : null}>
        {overview.gifts.map((gift) => (
          <li key={gift.id} className="py-2" data-testid="portal-gift">
            {date(gift.date)} · {giftAmount(gift)} · {word(gift.frequency)} · {gift.inKind && gift.status === 'paid' ? 'Received' : word(gift.status)}
            {gift.tribute ? <> · {dedication(gift.tribute.type, gift.tribute.honoreeName)}</> : null}
            {gift.matching ? <> · Matching gift</> : null}
          </li>
        ))}
      </PortalSection>

      <PortalSection id="receipts" title="Receipts" empty={overview.receipts.length === 0 ? 'No receipts yet.' : null}>
        {overview.receipts.map((receipt) => (
          <li key={receipt.number} className="py-2" data-testid="portal-receipt">
            <a href={receipt.url} className="text-primary underline" download>
              Receipt {receipt.number} (PDF)
            </a>{' '}
            · {date(receipt.date)} · {receipt.inKind ? `In-kind: ${receipt.description}` : `$${receipt.amount}`} · {word(receipt.status)}
          </li>
        ))}
      </PortalSection>

      <section aria-labelledby="statements-title" className="mt-10">
        <h2 id="statements-title" className="text-2xl font-bold">
          Year-end statements
        </h2>
        <p className="mt-2 text-muted">Every gift of a calendar year and one total, net of refunds, for your tax records.</p>
        <StatementsList statements={overview.statements} />
      </section>
    </div>
  )
}

/**
 * "$25.00 + $0.87 to cover fees" for a gift whose fee she covered (issue 47), else "$25.00"; goods
 * given in kind (issue 46) by what was given, never a dollar figure: "In-kind: 4 × Coats".
 */
function giftAmount(gift: { amount: string | null; feeCovered: string; inKind: boolean; description: string | null }) {
  if (gift.inKind || gift.amount === null) return `In-kind: ${gift.description ?? 'goods given in kind'}`
  const fee = toCents(gift.feeCovered)
  if (fee <= 0) return `$${gift.amount}`
  return `${formatPrice(toCents(gift.amount) - fee)} + ${formatPrice(fee)} to cover fees`
}

/** One titled list of the donor's page, or the words saying it is empty. */
function PortalSection({ id, title, empty, spaced, children }: { id: string; title: string; empty: string | null; spaced?: boolean; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      {empty ? <p className="mt-2 text-muted">{empty}</p> : <ul className={spaced ? 'mt-4 space-y-4' : 'mt-4 divide-y'}>{children}</ul>}
    </section>
  )
}

import type { Metadata } from 'next'

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { getDonorLevels } from '@/server/donors/circles'
import { LevelCard } from '@/features/donors/level-card'
import { LevelIcon } from '@/features/donors/level-icon'
import { PageSection } from '@/features/pages/page-section'

export const metadata: Metadata = { title: 'Donors Circle' }
// Roster names appear as soon as staff add them; the data itself is cached by tag.
export const dynamic = 'force-dynamic'

const STEPS = [
  { title: 'Make Your Gift', text: 'Give once or on a schedule, online or by contacting us.' },
  { title: 'Join Your Circle', text: 'Your total giving over the year places you in a giving circle.' },
  { title: 'See Your Impact', text: 'Receive updates on the women your generosity serves.' },
]

export default async function DonorsCirclePage() {
  const levels = await getDonorLevels()
  const withMembers = levels.filter((level) => level.members.length > 0)

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-bold md:text-5xl">Donors Circle</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">
          Our giving circles honor the people, families and organizations whose generosity gives women in crisis a place
          to heal, grow and begin again.
        </p>
      </header>

      <PageSection id="levels-title" title="Giving circles" titleHidden className="mt-12">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {levels.map((level) => (
            <LevelCard key={level.id} level={level} />
          ))}
        </div>
      </PageSection>

      <PageSection id="heroes-title" title="Heroes of Hope">
        <p className="mt-2 text-center text-muted">With gratitude to those who make our work possible.</p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {withMembers.map((level) => (
            <Card key={level.id} data-testid={`roster-${level.slug}`}>
              <div className="flex items-center gap-3">
                <LevelIcon icon={level.icon} color={level.color} className="h-10 w-10" />
                <h3 className="text-xl font-bold">{level.name}</h3>
              </div>
              <ul className="mt-4 grid gap-1 sm:grid-cols-2">
                {level.members.map((name, index) => (
                  <li key={`${name}-${index}`}>{name}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </PageSection>

      <PageSection id="founder-title" title="A Message from Our Founder" titleClassName="text-3xl font-bold" className="mt-16 rounded-card bg-sage-soft p-8 text-center">
        <blockquote className="mx-auto mt-4 max-w-3xl font-serif text-lg italic">
          “This foundation began with a loss and grows with every gift. Each name on this page is a person who decided that
          a woman starting over should be met with dignity. Thank you for standing with her, and with us.”
        </blockquote>
      </PageSection>

      <PageSection id="how-title" title="How Donor Recognition Works">
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-card border border-line bg-white p-6 text-center shadow-sm">
              <span className="mx-auto flex h-10 w-10 items-center justify-center rounded-full bg-primary font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 text-xl font-bold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <Link href="/donate" className={buttonVariants({ size: 'lg' })}>
          Make a Donation
        </Link>
        <Link href="/sponsorship" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          View Sponsorship Options
        </Link>
      </div>
    </div>
  )
}

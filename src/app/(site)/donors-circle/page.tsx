import type { Metadata } from 'next'

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { getDonorLevels } from '@/server/donors/circles'
import { LevelCard } from '@/features/donors/level-card'
import { LevelIcon } from '@/features/donors/level-icon'

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
          Our giving circles honour the people, families and organisations whose generosity gives women in crisis a place
          to heal, grow and begin again.
        </p>
      </header>

      <section aria-labelledby="levels-title" className="mt-12">
        <h2 id="levels-title" className="sr-only">
          Giving circles
        </h2>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {levels.map((level) => (
            <LevelCard key={level.id} level={level} />
          ))}
        </div>
      </section>

      <section aria-labelledby="heroes-title" className="mt-16">
        <h2 id="heroes-title" className="text-center text-3xl font-bold">
          Heroes of Hope
        </h2>
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
      </section>

      <section aria-labelledby="founder-title" className="mt-16 rounded-card bg-sage-soft p-8 text-center">
        <h2 id="founder-title" className="text-3xl font-bold">
          A Message from Our Founder
        </h2>
        <blockquote className="mx-auto mt-4 max-w-3xl font-serif text-lg italic">
          “This foundation began with a loss and grows with every gift. Each name on this page is a person who decided that
          a woman starting over should be met with dignity. Thank you for standing with her, and with us.”
        </blockquote>
      </section>

      <section aria-labelledby="how-title" className="mt-16">
        <h2 id="how-title" className="text-center text-3xl font-bold">
          How Donor Recognition Works
        </h2>
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
      </section>

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

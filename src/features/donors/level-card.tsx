import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

import type { LevelWithMembers } from '@/server/donors/circles'
import { CheckList } from './check-list'
import { LevelIcon } from './level-icon'
import { LEVEL_COLOR_CLASSES } from '@/domain/donors/levels'

export function LevelCard({ level }: { level: LevelWithMembers }) {
  const colors = LEVEL_COLOR_CLASSES[level.color]
  return (
    <article
      className={cn('flex flex-col rounded-card border border-t-4 border-line bg-white p-6 shadow-sm', colors.border)}
      data-testid="level-card"
    >
      <LevelIcon icon={level.icon} color={level.color} />
      <h3 className="mt-3 text-2xl font-bold">{level.name}</h3>
      <p className={cn('font-semibold', colors.accent)}>{level.range}</p>
      <p className="mt-2 text-muted">{level.description}</p>
      <CheckList items={level.benefits} className="mt-4 flex-1 space-y-1.5" small />
      <p className="mt-4 rounded-lg bg-cream p-3 text-sm">
        <span className="font-semibold">Impact: </span>
        {level.impact}
      </p>
      <Link href={`/${level.slug}`} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4 self-start' })}>
        More details &amp; donate<span className="sr-only">: {level.name}</span>
      </Link>
    </article>
  )
}

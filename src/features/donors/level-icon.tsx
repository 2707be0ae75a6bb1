import { Crown, Flower2, Heart, Sprout, Sun } from 'lucide-react'

import { cn } from '@/lib/utils'

import { LEVEL_COLOR_CLASSES, type LevelColor, type LevelIcon as IconName } from '@/domain/donors/levels'

const ICONS = { heart: Heart, sprout: Sprout, flower: Flower2, sun: Sun, crown: Crown } satisfies Record<IconName, unknown>

export function LevelIcon({ icon, color, className }: { icon: IconName; color: LevelColor; className?: string }) {
  const Icon = ICONS[icon] ?? Heart
  return (
    <span className={cn('inline-flex h-12 w-12 items-center justify-center rounded-full', LEVEL_COLOR_CLASSES[color].badge, className)}>
      <Icon className="h-6 w-6" aria-hidden="true" />
    </span>
  )
}

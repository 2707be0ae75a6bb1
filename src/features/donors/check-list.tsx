import { Check } from 'lucide-react'

import { cn } from '@/lib/utils'

/** A circle's benefits or impact, each line behind a check mark; `small` for the level cards. */
export function CheckList({ items, className, small }: { items: { id?: string | null; text: string }[] | null | undefined; className?: string; small?: boolean }) {
  return (
    <ul className={className}>
      {(items ?? []).map((item) => (
        <li key={item.id ?? item.text} className={cn('flex gap-2', small && 'text-sm')}>
          <Check className={cn(small ? 'mt-0.5' : 'mt-1', 'h-4 w-4 shrink-0 text-sage')} aria-hidden="true" />
          {item.text}
        </li>
      ))}
    </ul>
  )
}

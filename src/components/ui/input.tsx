import * as React from 'react'

import { cn } from '@/lib/utils'

export const fieldClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted/80 disabled:opacity-60 aria-[invalid=true]:border-danger'

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input className={cn(fieldClass, className)} {...props} />
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-28', className)} {...props} />
}

export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select className={cn(fieldClass, 'pr-8', className)} {...props} />
}

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('mb-1 block text-sm font-semibold text-ink', className)} {...props} />
}

/** A field's error, announced by screen readers and linked with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-danger">
      {message}
    </p>
  )
}

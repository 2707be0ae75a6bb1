import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'

import { cn } from '@/lib/utils'

export const buttonVariants = cva(
  // One line from a tablet up (a label broken in a pill reads as two buttons); on a phone a long
  // label may wrap and the button grows rather than running off the screen.
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold whitespace-nowrap max-sm:whitespace-normal transition-colors disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-white hover:bg-primary-hover',
        secondary: 'bg-sage text-white hover:bg-[#2f5440]',
        outline: 'border-2 border-primary text-primary bg-white hover:bg-primary-soft',
        ghost: 'text-ink hover:bg-primary-soft',
        danger: 'bg-danger text-white hover:bg-[#8f1c13]',
        link: 'text-primary underline hover:text-primary-hover rounded-none',
      },
      size: {
        sm: 'min-h-9 px-4 py-1 text-sm',
        md: 'min-h-11 px-6 py-1.5 text-base',
        lg: 'min-h-13 px-8 py-2 text-lg',
        icon: 'h-11 w-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>

/** A link styled as a button takes `buttonVariants()` as its className instead. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

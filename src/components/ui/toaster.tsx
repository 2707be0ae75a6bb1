'use client'

import { X } from 'lucide-react'
import { Toast } from 'radix-ui'

import { cn } from '@/lib/utils'

import { dismissToast, TOAST_DURATION_MS, useToasts } from './use-toast'

export function Toaster() {
  const toasts = useToasts()
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeThreshold={50} swipeDirection="right">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            item.variant === 'destructive' ? 'border-danger bg-danger text-white' : 'border-line bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {item.description ? <Toast.Description className="text-sm">{item.description}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label="Close notification" className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 md:bottom-16 md:right-0 md:top-auto md:max-w-[420px] md:flex-col" />
    </Toast.Provider>
  )
}

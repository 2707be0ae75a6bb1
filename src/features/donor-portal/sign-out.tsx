'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { postJson } from '@/lib/post-json'

/**
 * Issue 47: My giving may be open on a shared or library computer, and its session lasts an
 * hour: she can end it herself. The page then asks for a link again.
 */
export function SignOut() {
  const router = useRouter()
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState<string | null>(null)

  async function signOut() {
    setBusy(true)
    const result = await postJson('/api/donor-portal/logout', {})
    setBusy(false)
    if (result.kind === 'ok') {
      setError(null)
      router.refresh()
      return
    }
    setError(result.kind === 'network' ? 'Unable to connect. Please try again.' : (result.message ?? 'Something went wrong.'))
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" size="sm" onClick={() => void signOut()} disabled={busy}>
        Sign out
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

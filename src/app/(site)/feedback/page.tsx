import type { Metadata } from 'next'

import { Card } from '@/components/ui/card'
import { FeedbackForm } from '@/features/forms/feedback-form'

export const metadata: Metadata = {
  title: 'Feedback',
  description: 'Tell us what helped and what we could do better. No name needed.',
}

export default function FeedbackPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 md:py-16">
      <h1 className="text-4xl font-bold md:text-5xl">Share Your Feedback</h1>
      <p className="mt-4 text-lg text-muted">
        Whether you visited the boutique, shopped with us or simply read our site, we would like to know what helped and
        what did not. You do not need to give your name.
      </p>
      <Card className="mt-8">
        <FeedbackForm />
      </Card>
    </div>
  )
}

'use client'

import { useState } from 'react'

/** One button React must wake before it counts: the yardstick for a tap made as soon as it shows. */
export function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" aria-pressed={count > 0} onClick={() => setCount((n) => n + 1)}>
      Tapped {count} times
    </button>
  )
}

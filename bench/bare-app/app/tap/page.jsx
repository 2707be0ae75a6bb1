import { Counter } from './counter'

export default function Page() {
  return (
    <main>
      <h1>Bare Next page with a button</h1>
      <Counter />
    </main>
  )
}

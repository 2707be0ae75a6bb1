export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>The yardstick the site is measured against, in the same run.</p>
    </main>
  )
}

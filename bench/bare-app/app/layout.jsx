// The yardstick: the smallest App Router page, built and served by the same Next.js.
export const metadata = { title: 'Bare Next page', description: 'Benchmark yardstick' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}

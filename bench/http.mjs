import autocannon from 'autocannon'

/** Throughput and latency at 10 connections for `seconds`, as autocannon measures them. */
export async function measureHttp(url, { seconds = 20, connections = 10 } = {}) {
  // Warm the route first so a cold compile or cache fill is not measured.
  for (let i = 0; i < 5; i++) await fetch(url).then((r) => r.arrayBuffer())
  const result = await autocannon({ url, connections, duration: seconds })
  // autocannon's `errors` already counts its `timeouts` (and socket errors such as resets); say
  // which kind they were, since the tables only show the sum.
  if (result.errors || result.non2xx) {
    const codes = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'))
    console.log(`${url}: ${result.errors - result.timeouts} socket errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx ${JSON.stringify(Object.fromEntries(codes))}`)
  }
  return {
    url,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  }
}

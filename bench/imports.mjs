/**
 * Issue 44 at volume: a 50,000-row gift file of 20,000 people, uploaded to the running site as
 * staff would (multipart), its dry run and its commit timed from the progress the site reports.
 * Used by `npm run bench`; also on its own against a running site:
 *
 *   BENCH_SITE=http://localhost:3000 BENCH_USER=admin BENCH_PASSWORD=… node bench/imports.mjs [rows] [people]
 */
import { performance } from 'node:perf_hooks'

/** A Donorbox-style file: `people` donors, `rows` gifts spread over them and the last three years. */
export function giftFile(rows, people, tag = Date.now().toString(36)) {
  const year = new Date().getFullYear()
  const lines = ['First Name,Last Name,Email,Postal Code,Amount,Donation Date,Donation Type,Stripe Charge Id,Donor Id']
  for (let i = 0; i < rows; i += 1) {
    const person = i % people
    const day = String(1 + (i % 28)).padStart(2, '0')
    const month = String(1 + (Math.floor(i / people) % 12)).padStart(2, '0')
    lines.push(
      `Donor${person},Bench${tag},donor${person}.${tag}@bench.example.org,${String(10000 + (person % 89999))},${(5 + (i % 500)).toFixed(2)},${year - 1 - (i % 3)}-${month}-${day},Stripe,ch_${tag}_${i},B${tag}${person}`,
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

async function waitForStatus(site, cookie, id, statuses, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answer = await fetch(`${site}/api/imports/${id}?label=error`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    const body = await answer.json()
    if (statuses.includes(body.status)) return body
    if (Date.now() > deadline) throw new Error(`import ${id} still ${body.status} after ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** Uploads the file, times the dry run and the commit; returns the figures. */
export async function measureImports({ site, cookie, rows = 50_000, people = 20_000 }) {
  const file = giftFile(rows, people)
  const form = new FormData()
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench.csv')
  form.append('source', `bench-${Date.now().toString(36)}`)
  const started = performance.now()
  const uploaded = await fetch(`${site}/api/imports`, { method: 'POST', body: form, headers: { cookie, 'sec-fetch-site': 'same-origin' } })
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`)
  const { id } = await uploaded.json()
  const ready = await waitForStatus(site, cookie, id, ['ready', 'failed'], 600_000)
  const dryRunSeconds = (performance.now() - started) / 1000
  if (ready.status !== 'ready') throw new Error(`the dry run failed: ${ready.problem}`)
  const committing = performance.now()
  const commit = await fetch(`${site}/api/imports/${id}/commit`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' } })
  if (commit.status !== 202) throw new Error(`commit answered ${commit.status}`)
  const done = await waitForStatus(site, cookie, id, ['done', 'failed'], 900_000)
  const commitSeconds = (performance.now() - committing) / 1000
  if (done.status !== 'done') throw new Error(`the commit failed: ${done.problem}`)
  return { rows, people, megabytes: Buffer.byteLength(file) / 2 ** 20, dryRunSeconds, commitSeconds, counts: ready.counts }
}

export function importsSection(result) {
  return [
    `A ${result.rows.toLocaleString('en-US')}-row gift file of ${result.people.toLocaleString('en-US')} people (${result.megabytes.toFixed(1)} MB), on top of the bench's data:`,
    '',
    '| step | seconds | budget |',
    '| --- | --- | --- |',
    `| upload + dry run | ${result.dryRunSeconds.toFixed(1)} | ≤ 60 |`,
    `| commit | ${result.commitSeconds.toFixed(1)} | ≤ 120 |`,
    '',
    `Dry run counts: ${Object.entries(result.counts).map(([label, count]) => `${label} ${count}`).join(', ')}.`,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = process.env.BENCH_SITE || 'http://localhost:3000'
  const login = await fetch(`${site}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: process.env.BENCH_USER || 'admin', password: process.env.BENCH_PASSWORD }),
  })
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`)
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token=')).split(';')[0]
  const result = await measureImports({ site, cookie, rows: Number(process.argv[2]) || 50_000, people: Number(process.argv[3]) || 20_000 })
  console.log(importsSection(result))
}

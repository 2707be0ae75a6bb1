import { readdirSync, readFileSync } from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs'
import { median } from './lib.mjs'

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** CPU time (clock ticks) used so far by `pid` and every process under it; null without /proc. */
function treeCpuTicks(pid) {
  let entries
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return null
  }
  const children = new Map()
  const ticks = new Map()
  for (const name of entries) {
    try {
      // Fields after the command's closing parenthesis: state ppid … utime (12th) stime (13th).
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      if (!children.has(parent)) children.set(parent, [])
      children.get(parent).push(Number(name))
      ticks.set(Number(name), Number(fields[11]) + Number(fields[12]))
    } catch {
      // The process ended meanwhile.
    }
  }
  let total = 0
  const queue = [pid]
  while (queue.length) {
    const next = queue.pop()
    total += ticks.get(next) ?? 0
    queue.push(...(children.get(next) ?? []))
  }
  return total
}

/**
 * Waits until a freshly launched Chromium has finished starting up. Right after launch this
 * Chromium builds its own omnibox pop-up (chrome://omnibox-popup.top-chrome, a WebUI page in a
 * renderer of its own): both cores for the first ~300 ms (36-38 clock ticks in 250 ms, then 0-2).
 * Lighthouse navigates at once, so that work landed on the page's own load — the page under test
 * and the bare yardstick alike — and the run measured Chromium's start-up as much as the page.
 * Bounded: at most 15 s.
 */
async function settled(chrome) {
  let last = treeCpuTicks(chrome.pid)
  if (last === null) return
  const deadline = Date.now() + 15_000
  let quiet = 0
  while (Date.now() < deadline && quiet < 2) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const now = treeCpuTicks(chrome.pid)
    // Under 2 ticks (20 ms at 100 Hz) in 250 ms, twice running: the browser is idle.
    quiet = now - last < 2 ? quiet + 1 : 0
    last = now
  }
}

/**
 * Mobile under applied throttling: the page really loads on a 4× slower CPU and a slow 4G link
 * (Lighthouse's own mobile figures, applied by DevTools instead of simulated from a fast load).
 */
const APPLIED_MOBILE = {
  extends: 'lighthouse:default',
  settings: { throttlingMethod: 'devtools', throttling: constants.throttling.mobileSlow4G },
}

/** One Lighthouse run in a fresh Chromium: category scores and LCP / CLS / TBT / TTI. */
async function sample(url, formFactor, chromePath, throttlingMethod = 'simulate') {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  try {
    await settled(chrome)
    const config = formFactor === 'desktop' ? desktopConfig : throttlingMethod === 'devtools' ? APPLIED_MOBILE : undefined
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] },
      config,
    )
    const { categories, audits } = result.lhr
    // Lighthouse's simulated LCP counts every script that had finished loading when the page
    // painted its largest element in the real (unthrottled) load: when the paint beat the scripts,
    // the figure is ~1 s; when the scripts won, ~2 s. These two say which way a run went.
    const observedLcp = audits.metrics.details.items[0].observedLargestContentfulPaint
    const scripts = audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script')
    return {
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      seo: categories.seo.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      tti: audits.interactive.numericValue,
      observedLcp,
      scriptsBeforeLcp: scripts.filter((r) => r.networkEndTime <= observedLcp).length,
      scripts: scripts.length,
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * Median of `runs` Lighthouse runs, mobile and desktop, for every target. Runs go one at a time
 * in rounds: each round measures every target once, the yardstick among them, so a slow spell
 * of the machine lands on the site and the yardstick alike instead of on whichever page was
 * being measured then.
 */
export async function measureLighthouse(targets, { runs = 5, chromePath, onRound = () => {}, formFactors = ['mobile', 'desktop'], throttlingMethod = 'simulate' }) {
  const samples = targets.map(() => ({ mobile: [], desktop: [] }))
  for (let round = 0; round < runs; round++) {
    for (const [i, [, url]] of targets.entries()) {
      for (const formFactor of formFactors) samples[i][formFactor].push(await sample(url, formFactor, chromePath, throttlingMethod))
    }
    onRound(round + 1, targets.map(([label], i) => `${label} ${samples[i].mobile.at(-1).performance}`).join(', '))
  }
  const medians = (list) => Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((s) => s[key]))]))
  return targets.map(([label], i) => ({
    label,
    mobile: medians(samples[i].mobile),
    desktop: samples[i].desktop.length ? medians(samples[i].desktop) : null,
    mobileRuns: samples[i].mobile.map((s) => s.performance),
    lcpRuns: samples[i].mobile.map((s) => Math.round(s.lcp)),
  }))
}

/** The first-paint cells of a page's row, mobile medians: LCP, each run's LCP, observed LCP, scripts loaded before it, CLS, TBT. */
export function firstPaintCells(result) {
  const m = result.mobile
  const ms = (n) => Number(n).toFixed(0)
  return [ms(m.lcp), result.lcpRuns.join(' '), ms(m.observedLcp), `${ms(m.scriptsBeforeLcp)} of ${ms(m.scripts)}`, Number(m.cls).toFixed(3), ms(m.tbt)]
}

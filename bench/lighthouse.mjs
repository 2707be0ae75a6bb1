import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs'
import { median } from './lib.mjs'

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** One Lighthouse run in a fresh Chromium: category scores and LCP / CLS / TBT. */
async function sample(url, formFactor, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    const { categories, audits } = result.lhr
    return {
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      seo: categories.seo.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
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
export async function measureLighthouse(targets, { runs = 5, chromePath, onRound = () => {}, formFactors = ['mobile', 'desktop'] }) {
  const samples = targets.map(() => ({ mobile: [], desktop: [] }))
  for (let round = 0; round < runs; round++) {
    for (const [i, [, url]] of targets.entries()) {
      for (const formFactor of formFactors) samples[i][formFactor].push(await sample(url, formFactor, chromePath))
    }
    onRound(round + 1, targets.map(([label], i) => `${label} ${samples[i].mobile.at(-1).performance}`).join(', '))
  }
  const medians = (list) => Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((s) => s[key]))]))
  return targets.map(([label], i) => ({
    label,
    mobile: medians(samples[i].mobile),
    desktop: samples[i].desktop.length ? medians(samples[i].desktop) : null,
    mobileRuns: samples[i].mobile.map((s) => s.performance),
  }))
}

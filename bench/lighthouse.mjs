import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs'
import { median } from './lib.mjs'

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/**
 * Median of `runs` Lighthouse runs (one at a time) for mobile and desktop: category scores
 * and LCP / CLS / TBT.
 */
export async function measureLighthouse(url, { runs = 5, chromePath }) {
  const out = {}
  for (const formFactor of ['mobile', 'desktop']) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
      try {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        )
        const { categories, audits } = result.lhr
        samples.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          seo: categories.seo.score * 100,
          bestPractices: categories['best-practices'].score * 100,
          lcp: audits['largest-contentful-paint'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
        })
      } finally {
        await chrome.kill()
      }
    }
    out[formFactor] = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]))
  }
  return out
}

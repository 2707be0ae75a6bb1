import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { createScriptDeferrer } from '../../../scripts/lib/defer-scripts.mjs'

/**
 * Issue 32 (first paint): the production server moves Next's chunk scripts out of the head and
 * loads them after the first frame. The page must keep every other byte, stream as before, and
 * the loader must insert exactly the tags it took out.
 */
const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>' +
  '<style>body{color:red}</style>' +
  '<script src="/_next/static/chunks/a-1.js" async=""></script>' +
  '<script src="/_next/static/chunks/b-2.js" async=""></script>' +
  '<script src="https://js.stripe.com/v3" async=""></script>' +
  '<script>document.documentElement.dataset.exit="ready"</script>' +
  '<link rel="preload" href="/images/hero.webp" as="image"/>' +
  '</head>'
const body =
  '<body><main><h1>Bloom</h1><p>Clothing, care and a fresh start.</p></main>' +
  '<script src="/_next/static/chunks/main-3.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'

/** Feeds the page as bytes, as the server does, and gives back each part sent on as text. */
function rewrite(chunks: (string | Buffer)[]) {
  const deferrer = createScriptDeferrer()
  return chunks
    .map((chunk) => deferrer.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)))
    .concat([deferrer.end()])
    .map((pieces) => Buffer.concat(pieces).toString('utf8'))
}

/** Runs the page's inline loader against a small stand-in for the browser's document. */
function runLoader(html: string, { hidden = false, reveals }: { hidden?: boolean; reveals?: unknown[] } = {}) {
  const loader = /<script>(\(function\(\)\{var t=.*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in the page')
  const appended: { tag: string; attributes: Record<string, string>; async?: boolean }[] = []
  const frames: (() => void)[] = []
  const timers: (() => void)[] = []
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    createElement: (tag: string) => {
      const element = { tag, attributes: {} as Record<string, string>, async: undefined as boolean | undefined, setAttribute: (name: string, value: string) => void (element.attributes[name] = value) }
      return element
    },
  }
  const window = { requestAnimationFrame: (callback: () => void) => frames.push(callback), $RB: reveals }
  vm.runInNewContext(loader, { document, window, requestAnimationFrame: window.requestAnimationFrame, setTimeout: (callback: () => void) => timers.push(callback) })
  return { appended, frames, timers }
}

describe('moving the framework scripts behind the first paint', () => {
  it('takes the chunk scripts and script preloads out and keeps every other byte', () => {
    const html = rewrite([head + body]).join('')
    expect(html).not.toMatch(/<script src="\/_next\//)
    expect(html).not.toMatch(/<link rel="preload" as="script"/)
    // What is not Next's chunk stays as it was: Stripe's script, inline scripts, the image preload.
    expect(html).toContain('<script src="https://js.stripe.com/v3" async=""></script>')
    expect(html).toContain('<script>document.documentElement.dataset.exit="ready"</script>')
    expect(html).toContain('<link rel="preload" href="/images/hero.webp" as="image"/>')
    expect(html).toContain('<style>body{color:red}</style>')
    // The whole page came in one piece: the loader is the body's last element.
    expect(html).toMatch(/<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)<\/script><script>\(function\(\)\{var t=.*<\/script><\/body><\/html>$/)
  })

  it('inserts the same tags one frame after the first paint, once', () => {
    const html = rewrite([head + body]).join('')
    const { appended, frames, timers } = runLoader(html)
    expect(appended).toHaveLength(0)
    expect(frames).toHaveLength(1)
    frames[0]()
    // The frame schedules the load; a fallback timer covers a page that never paints a frame.
    expect(timers).toHaveLength(2)
    for (const timer of timers) timer()
    expect(appended.map(({ tag, attributes }) => [tag, attributes.src ?? attributes.href])).toEqual([
      ['link', '/_next/static/chunks/webpack-1.js'],
      ['script', '/_next/static/chunks/a-1.js'],
      ['script', '/_next/static/chunks/b-2.js'],
      ['script', '/_next/static/chunks/main-3.js'],
    ])
    expect(appended.filter(({ tag }) => tag === 'script').every((element) => element.async === true)).toBe(true)
    expect(appended[0].attributes).toMatchObject({ rel: 'preload', as: 'script', fetchpriority: 'low' })
  })

  it('waits for the streamed sections React is about to reveal, so they are painted first', () => {
    const reveals: unknown[] = ['B:0', 'S:0']
    const { appended, frames, timers } = runLoader(rewrite([head + body]).join(''), { reveals })
    frames.shift()!()
    // The fallback timer (kept for last) and the task after the first frame.
    const fallback = timers.shift()!
    timers.shift()!()
    expect(appended).toHaveLength(0)
    expect(frames).toHaveLength(1)
    reveals.length = 0
    frames.shift()!()
    timers.shift()!()
    expect(appended).toHaveLength(4)
    fallback()
    expect(appended).toHaveLength(4)
  })

  it('loads at once in a hidden tab, where no frame is painted', () => {
    const { appended, frames } = runLoader(rewrite([head + body]).join(''), { hidden: true })
    expect(frames).toHaveLength(0)
    expect(appended).toHaveLength(4)
  })

  it('streams: a tag cut between two chunks is held until whole, later parts pass through untouched', () => {
    const shell = head + '<body><main><h1>Bloom</h1><p>Loading the store…</p></main><script src="/_next/static/chunks/main-3.js" async=""></script>'
    const cut = shell.indexOf('async=""></script><script src="/_next/static/chunks/b-2.js"') + 3
    const later = '<div hidden id="S:0"><script src="/_next/static/chunks/late-4.js" async=""></script></div></body></html>'
    const parts = rewrite([shell.slice(0, cut), shell.slice(cut), later])
    // Nothing of a tag in transit leaks out; the page is still streaming, so the loader stands
    // where the bootstrap script stood, at the end of the shell.
    expect(parts[0]).not.toContain('/_next/')
    expect(parts[1]).toMatch(/<p>Loading the store…<\/p><\/main><script>\(function\(\)\{var t=.*<\/script>$/)
    expect(parts[1]).toContain('/_next/static/chunks/b-2.js')
    // After the loader the document is not scanned: a late chunk script stays where React put it.
    expect(parts[2]).toBe(later)
    expect(parts[3]).toBe('')
  })

  it('holds a chunk script whose closing tag is still on its way', () => {
    const shell = head + '<body><main><h1>Bloom</h1></main><script src="/_next/static/chunks/main-3.js" async=""></scr'
    const parts = rewrite([shell, 'ipt></body></html>'])
    expect(parts.join('')).not.toMatch(/<script src="\/_next\//)
    expect(parts[1]).toMatch(/^<script>\(function\(\)\{var t=.*main-3\.js.*<\/script><\/body><\/html>$/)
  })

  it('passes a character split between two chunks through whole', () => {
    const page = Buffer.from(head + '<body><main><h1>Bloom</h1><p>A fresh start … with care</p></main></body></html>')
    const split = page.indexOf(Buffer.from('…')) + 1
    const deferrer = createScriptDeferrer()
    const out = Buffer.concat([...deferrer.push(page.subarray(0, split)), ...deferrer.push(page.subarray(split)), ...deferrer.end()]).toString('utf8')
    expect(out).toContain('A fresh start … with care')
    expect(out).not.toContain('\uFFFD')
  })

  it('leaves a page without chunk scripts exactly as it was', () => {
    const plain = '<!DOCTYPE html><html><head><title>Receipt</title></head><body><p>Thank you</p></body></html>'
    expect(rewrite([plain]).join('')).toBe(plain)
  })

  it('cannot be made to close its own script element by an address', () => {
    const hostile = '<html><head><script src="/_next/x&lt;/script&gt;&lt;script&gt;alert(1)//.js" async=""></script></head><body><p>x</p></body></html>'
    const html = rewrite([hostile]).join('')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const { appended, frames, timers } = runLoader(html)
    frames[0]()
    timers[0]()
    expect(appended[0].attributes.src).toBe('/_next/x</script><script>alert(1)//.js')
  })
})

/**
 * Moves a page's framework scripts behind its first paint (issue 32: LCP ≤ 1.5 s).
 *
 * React puts every client chunk in the document's head as `<script src async>` (and a
 * `<link rel="preload" as="script">` for chunks it will need later); Next has no option to do
 * otherwise. On a phone the ~120 kB of scripts then download and run before the first frame, and
 * Lighthouse's simulated LCP counts every script that finished before that frame (2 s on this
 * site, 0.9 s without them — bench/results.md). This rewriter takes those tags out as the HTML
 * streams through and puts one inline loader at the end of the body (or, while the page is still
 * streaming, where React's bootstrap script stood: the end of the page's shell), so everything
 * painted first is parsed before it. The loader inserts the same tags once that has been painted (one animation frame), or at
 * once in a hidden tab where no frame comes. The scripts are async already, so their order never
 * mattered; hydration starts a frame later, and nothing the visitor sees or uses before it needs
 * script (links, forms and the quick exit's inline handler work without it).
 *
 * Only the document up to that loader is scanned; the rest streams through untouched.
 */

const ATTRIBUTE = /([^\s=]+)(?:="([^"]*)")?/g

/** @param {string} source a tag's attributes as written @returns {[string, string][]} */
function attributesOf(source) {
  return [...source.matchAll(ATTRIBUTE)].map((match) => [match[1].toLowerCase(), decodeEntities(match[2] ?? '')])
}

/** React escapes these five in attribute values; chunk addresses hold none of them in practice. */
function decodeEntities(value) {
  if (!value.includes('&')) return value
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

const EMPTY = Buffer.alloc(0)
const SCRIPT_OPEN = Buffer.from('<script ')
const SCRIPT_CLOSE = Buffer.from('</script>')
const LINK_OPEN = Buffer.from('<link ')
const BODY_OPEN = Buffer.from('<body')
const BODY_CLOSE = Buffer.from('</body>')
const LT = 0x3c
const GT = 0x3e

const isChunk = (url) => typeof url === 'string' && url.startsWith('/_next/')

/**
 * The inline loader. Its data is JSON with `<` escaped, so no address can close the script
 * element; the site's CSP allows inline scripts ('unsafe-inline', which Next's bootstrap needs).
 * @param {{ tag: string, attributes: [string, string][] }[]} tags
 */
export function loaderScript(tags) {
  const data = JSON.stringify(tags.map(({ tag, attributes }) => [tag, attributes])).replaceAll('<', '\\u003c')
  return (
    '<script>(function(){var t=' +
    data +
    ',d=document,done=0;function go(){if(done)return;done=1;t.forEach(function(x){var e=d.createElement(x[0]);' +
    "x[1].forEach(function(a){e.setAttribute(a[0],a[1])});if(x[0]==='script')e.async=true;d.head.appendChild(e)})}" +
    // After a frame, and after React has revealed the streamed sections it holds ($RB: its queue of
    // boundaries to reveal, which it throttles to 300 ms after a paint that came first).
    "function later(){var r=window.$RB;if(r&&r.length)requestAnimationFrame(function(){setTimeout(later,0)});else go()}" +
    "if(d.visibilityState==='hidden'||!window.requestAnimationFrame)go();else{requestAnimationFrame(function(){setTimeout(later,0)});setTimeout(go,1000)}})()</script>"
  )
}

/**
 * A rewriter for one HTML response: feed it the body's bytes as they come (`push`), then `end()`.
 * Each call returns the pieces to send on; a tag split across two chunks is held until it is
 * whole. It works on the bytes, never decoding or copying the page: a cached page is 130-150 kB
 * and this runs on every request, so it only searches (Buffer#indexOf) and slices (decoding,
 * rewriting and encoding the text cost ~1 ms a page, copying it ~0.1 ms). The tags it looks for are ASCII, and a
 * UTF-8 character split between two chunks passes through as it came.
 */
export function createScriptDeferrer() {
  /** @type {{ tag: string, attributes: [string, string][] }[]} */
  const deferred = []
  let held = EMPTY
  let finished = false
  let inBody = false

  /**
   * Takes the tags out, in document order (the loader inserts them in the same order), and puts
   * the loader before `</body>` when this part holds the whole rest of the page (a cached page
   * comes in one piece: its streamed sections, such as the store's products, are in it and are
   * painted in the first frame too). A page still streaming gets it where the last chunk script
   * stood in the body: React's bootstrap script, at the end of the page's shell, between two
   * elements, after everything the shell paints.
   * Returns the pieces to send, slices of `bytes`: a page is never copied.
   * @param {Buffer} bytes @param {number} bodyStart @returns {Buffer[]}
   */
  function rewritePart(bytes, bodyStart) {
    const pieces = []
    let from = 0
    let cursor = 0
    let spot = -1
    // Each kind's next position is kept, so the page is read about once, not once per tag.
    let script = bytes.indexOf(SCRIPT_OPEN)
    let link = bytes.indexOf(LINK_OPEN)
    for (;;) {
      if (script !== -1 && script < cursor) script = bytes.indexOf(SCRIPT_OPEN, cursor)
      if (link !== -1 && link < cursor) link = bytes.indexOf(LINK_OPEN, cursor)
      const at = script === -1 ? link : link === -1 ? script : Math.min(script, link)
      if (at === -1) break
      const close = bytes.indexOf(GT, at)
      if (close === -1) break
      const isScript = at === script
      const source = bytes.toString('latin1', at + (isScript ? SCRIPT_OPEN.length : LINK_OPEN.length), close).replace(/\/$/, '')
      const attributes = attributesOf(source)
      const names = new Map(attributes)
      let until = close + 1
      let taken = false
      if (isScript) {
        if (isChunk(names.get('src')) && names.has('async') && bytes.subarray(until, until + SCRIPT_CLOSE.length).equals(SCRIPT_CLOSE)) {
          deferred.push({ tag: 'script', attributes: attributes.filter(([name]) => name !== 'async') })
          until += SCRIPT_CLOSE.length
          taken = true
        }
      } else if (names.get('rel') === 'preload' && names.get('as') === 'script' && isChunk(names.get('href'))) {
        deferred.push({ tag: 'link', attributes })
        taken = true
      }
      if (taken) {
        if (at > from) pieces.push(bytes.subarray(from, at))
        if (at > bodyStart) spot = pieces.length
        from = until
      }
      cursor = until
    }
    let bodyClose = -1
    if (bodyStart !== Infinity) {
      bodyClose = bytes.lastIndexOf(BODY_CLOSE)
      if (bodyClose < from) bodyClose = -1
    }
    if (bodyClose !== -1) {
      pieces.push(bytes.subarray(from, bodyClose))
      spot = pieces.length
      from = bodyClose
    }
    if (from < bytes.length) pieces.push(bytes.subarray(from))
    if (spot !== -1) {
      finished = true
      if (deferred.length > 0) pieces.splice(spot, 0, Buffer.from(loaderScript(deferred)))
    }
    return pieces
  }

  /**
   * Where this part must stop for now: at a tag cut off at its end, or at a `<script …>` whose
   * closing tag has not come yet (a chunk script is only recognised with its `</script>`).
   */
  function cutPoint(bytes) {
    let cut = bytes.length
    const open = bytes.lastIndexOf(LT)
    if (open !== -1 && bytes.indexOf(GT, open) === -1) cut = open
    // Forward from the last closing tag (near the end), not backward over the page for `<script `.
    const lastClose = bytes.lastIndexOf(SCRIPT_CLOSE, cut)
    const script = bytes.indexOf(SCRIPT_OPEN, lastClose === -1 ? 0 : lastClose)
    if (script !== -1 && script < cut) cut = script
    return cut
  }

  /** @param {Buffer} bytes @returns {Buffer[]} */
  function rewrite(bytes) {
    const bodyAt = inBody ? -1 : bytes.indexOf(BODY_OPEN)
    const bodyStart = inBody ? -1 : bodyAt === -1 ? Infinity : bodyAt
    inBody ||= bodyAt !== -1
    return rewritePart(bytes, bodyStart)
  }

  return {
    /** @param {Buffer} chunk @returns {Buffer[]} the pieces to send on, in order */
    push(chunk) {
      if (finished) return [chunk]
      const bytes = held.length ? Buffer.concat([held, chunk]) : chunk
      const cut = cutPoint(bytes)
      held = cut === bytes.length ? EMPTY : Buffer.from(bytes.subarray(cut))
      return rewrite(bytes.subarray(0, cut))
    },
    /** @returns {Buffer[]} */
    end() {
      if (finished) return []
      const pieces = rewrite(held)
      held = EMPTY
      // A page that never reached the body still gets its scripts, at its very end.
      if (!finished && deferred.length > 0) pieces.push(Buffer.from(loaderScript(deferred)))
      finished = true
      return pieces
    },
  }
}

/**
 * Moves a page's framework scripts behind its first paint (issue 32: LCP ≤ 1.5 s).
 *
 * React puts every client chunk in the document's head as `<script src async>` (and a
 * `<link rel="preload" as="script">` for chunks it will need later); Next has no option to do
 * otherwise. On a phone the ~120 kB of scripts then download and run before the first frame, and
 * Lighthouse's simulated LCP counts every script that finished before that frame (2 s on this
 * site, 0.9 s without them — bench/results.md). This rewriter takes those tags out of the head as
 * the HTML streams through and puts one inline loader at the end of the first part of the body
 * that reaches the browser; the loader inserts the same tags once that part has been painted
 * (one animation frame), or at once in a hidden tab where no frame comes. The scripts are async
 * already, so their order never mattered; hydration starts a frame later, and nothing the
 * visitor sees or uses before it needs script (links, forms and the quick exit's inline handler
 * work without it).
 *
 * Only the document up to that loader is scanned; the rest streams through untouched.
 */

/** The tags taken out: Next's own chunk scripts and script preloads, nothing else. */
const SCRIPT_OR_LINK = /<script\b([^>]*)><\/script>|<link\b([^>]*)>/g
const ATTRIBUTE = /([^\s=]+)(?:="([^"]*)")?/g

/** @param {string} source a tag's attributes as written @returns {[string, string][]} */
function attributesOf(source) {
  return [...source.matchAll(ATTRIBUTE)].map((match) => [match[1].toLowerCase(), decodeEntities(match[2] ?? '')])
}

/** React escapes these five in attribute values; chunk addresses hold none of them in practice. */
function decodeEntities(value) {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

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
    "if(d.visibilityState==='hidden'||!window.requestAnimationFrame)go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()</script>"
  )
}

/**
 * A rewriter for one HTML response: feed it the chunks as they come (`push`), then `end()`.
 * Each call returns the text to send on; a tag split across two chunks is held until it is whole.
 */
export function createScriptDeferrer() {
  /** @type {{ tag: string, attributes: [string, string][] }[]} */
  const deferred = []
  let held = ''
  let finished = false
  let inBody = false

  /** Takes the tags out in document order (the loader inserts them in the same order). */
  function strip(text) {
    return text.replace(SCRIPT_OR_LINK, (whole, script, link) => {
      if (script !== undefined) {
        const attributes = attributesOf(script)
        const names = new Map(attributes)
        if (!isChunk(names.get('src')) || !names.has('async')) return whole
        deferred.push({ tag: 'script', attributes: attributes.filter(([name]) => name !== 'async') })
        return ''
      }
      const attributes = attributesOf(link.replace(/\/$/, ''))
      const names = new Map(attributes)
      if (names.get('rel') !== 'preload' || names.get('as') !== 'script' || !isChunk(names.get('href'))) return whole
      deferred.push({ tag: 'link', attributes })
      return ''
    })
  }

  /** Puts the loader before `</body>` when this part closes the body, else at the part's end. */
  function withLoader(text) {
    finished = true
    if (deferred.length === 0) return text
    const close = text.lastIndexOf('</body>')
    const at = close === -1 ? text.length : close
    return text.slice(0, at) + loaderScript(deferred) + text.slice(at)
  }

  return {
    push(chunk) {
      if (finished) return chunk
      let text = held + chunk
      held = ''
      // A tag cut off at the end of this part waits for the rest.
      const open = text.lastIndexOf('<')
      if (open !== -1 && text.indexOf('>', open) === -1) {
        held = text.slice(open)
        text = text.slice(0, open)
      }
      text = strip(text)
      inBody ||= /<body[\s>]/.test(text)
      // The first part that carries the body is the one painted first: the loader goes there.
      return inBody ? withLoader(text) : text
    },
    end() {
      if (finished) return ''
      const text = strip(held)
      held = ''
      return withLoader(text)
    },
  }
}

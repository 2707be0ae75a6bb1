import { Link } from '@/components/ui/link'
import { SAFETY_PAGE_PATH } from '@/domain/pages/routes'

import { HydrationMark } from './hydration-mark'

/**
 * The exit, modelled on GOV.UK's "Exit this page" (built and tested with survivors of domestic
 * abuse). Everything works before React hydrates, and the button works with scripts off:
 *
 * - The button and the skip link are plain links to the neutral address, so without JavaScript
 *   they still leave (the server-rendered href is the whole mechanism).
 * - EXIT_SCRIPT below runs inline while the page is parsed, so the Shift×3 shortcut is live from
 *   the first paint rather than after hydration (measured: pressed at the load event, a
 *   hydration-bound listener did nothing). It blanks the page with an overlay at once, clears the
 *   site's own storage (local and session storage, which hold the cart), and goes to the neutral
 *   address with location.replace so this page leaves the history. A page restored from the
 *   back/forward cache after an exit stays blank and leaves again.
 * - The links are found by `a[data-exit-link]`, never by `data-quick-exit`: that name marks
 *   hydration on <html> (hydration-mark.tsx), and matching it made every click an exit.
 * - Shift must be pressed on its own three times, each within 5 seconds of the last; Shift held
 *   with another key (typing a capital) resets the count. Each press lights one dot on the button
 *   and is announced to screen readers.
 *
 * The bar sits in the sticky header's flow (layout.tsx), so it stays reachable on scroll and on
 * phones and reserves its own height: it never floats over the page's content. The inline script
 * needs 'unsafe-inline' in script-src, which the CSP already grants Next's own bootstrap
 * (src/lib/security-headers.ts); a move to nonces must give this script the nonce too.
 */
const EXIT_SCRIPT = `(function () {
  var url = document.currentScript && document.currentScript.getAttribute('data-url');
  if (!url) return;
  var presses = 0, timer = 0, modified = false, exiting = false;
  function buttons() { return document.querySelectorAll('a[data-exit-button]'); }
  function show(count) {
    var list = buttons();
    for (var i = 0; i < list.length; i++) list[i].setAttribute('data-presses', String(count));
    var live = document.getElementById('quick-exit-status');
    if (live) live.textContent = count > 0 && count < 3 ? 'Shift, press ' + (3 - count) + ' more time' + (3 - count === 1 ? '' : 's') + ' to exit.' : '';
  }
  function reset() { presses = 0; clearTimeout(timer); show(0); }
  function blank() {
    var overlay = document.getElementById('quick-exit-overlay');
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.id = 'quick-exit-overlay';
      overlay.setAttribute('data-testid', 'quick-exit-overlay');
      overlay.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;background:#fff;');
      document.documentElement.appendChild(overlay);
    }
    document.title = 'Loading';
  }
  function leave() {
    exiting = true;
    blank();
    try { window.localStorage.clear(); } catch (e) {}
    try { window.sessionStorage.clear(); } catch (e) {}
    window.location.replace(url);
  }
  document.addEventListener('click', function (event) {
    var target = event.target;
    var link = target && target.closest ? target.closest('a[data-exit-link]') : null;
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    leave();
  }, true);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Shift') return;
    modified = modified || event.shiftKey;
    if (presses > 0) reset();
  }, true);
  document.addEventListener('keyup', function (event) {
    if (event.key !== 'Shift') return;
    if (modified) { modified = false; reset(); return; }
    presses += 1;
    clearTimeout(timer);
    if (presses >= 3) { show(3); leave(); return; }
    show(presses);
    timer = setTimeout(reset, 5000);
  }, true);
  window.addEventListener('pageshow', function (event) {
    if (event.persisted && exiting) { blank(); window.location.replace(url); }
  });
})();`

/** First focusable element of every page: keyboard and screen-reader users meet the exit first. */
export function QuickExitSkipLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      rel="noreferrer"
      data-exit-link=""
      data-testid="quick-exit-skip-link"
      className="sr-only z-50 rounded bg-[#1f2a24] px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
    >
      Exit this page
    </a>
  )
}

export function QuickExitBar({ url }: { url: string }) {
  return (
    <div className="border-b border-[#1f2a24] bg-[#1f2a24] text-white">
      <script data-url={url} dangerouslySetInnerHTML={{ __html: EXIT_SCRIPT }} />
      <div className="mx-auto flex max-w-7xl items-center justify-end gap-3 px-4 py-1.5">
        <Link href={SAFETY_PAGE_PATH} className="text-sm text-white underline underline-offset-2 hover:no-underline">
          Staying safe online
        </Link>
        <a
          href={url}
          rel="noreferrer"
          data-exit-link=""
          data-exit-button=""
          data-testid="quick-exit"
          suppressHydrationWarning
          className="group inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-white bg-danger px-4 py-2 text-sm font-bold text-white no-underline shadow hover:bg-[#8a1b12] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Exit this page
          <span aria-hidden="true" className="flex gap-1" data-testid="quick-exit-dots">
            {[1, 2, 3].map((dot) => (
              <span
                key={dot}
                className={`h-2 w-2 rounded-full border border-white ${
                  dot === 1
                    ? 'group-data-[presses=1]:bg-white group-data-[presses=2]:bg-white group-data-[presses=3]:bg-white'
                    : dot === 2
                      ? 'group-data-[presses=2]:bg-white group-data-[presses=3]:bg-white'
                      : 'group-data-[presses=3]:bg-white'
                }`}
              />
            ))}
          </span>
          <span className="sr-only">: leaves this site at once. Shortcut: press Shift three times.</span>
        </a>
        <span id="quick-exit-status" role="status" className="sr-only" suppressHydrationWarning />
      </div>
      <HydrationMark />
    </div>
  )
}

/** The honest note on the sensitive pages (contact, intake), with the way to the safety page. */
export function QuickExitNote({ className }: { className?: string }) {
  return (
    <p className={className}>
      <strong>Staying safe online:</strong> the Exit this page button (or pressing Shift three times) leaves this
      site immediately, but it does not erase your browser history. If someone may check your device, use a
      private window or clear your history after your visit.{' '}
      <Link href={SAFETY_PAGE_PATH} className="font-semibold underline">
        Read more about staying safe online
      </Link>
      .
    </p>
  )
}

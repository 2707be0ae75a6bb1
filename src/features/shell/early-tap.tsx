import { HYDRATION_CHECKS } from './hydration-checks'

/**
 * Taps made before the page wakes. The server's HTML shows every button at once, but its click
 * handler exists only once React has hydrated that button — on a slow phone seconds later. A tap in
 * between used to do nothing at all: "Add to cart" shown, pressed, and the cart still empty.
 *
 * EARLY_TAP_SCRIPT runs inline at the top of the body, before any control, and is the one
 * mechanism for every such control (add to cart, quantity steppers, donation presets and the
 * one-time/monthly switch, the monthly-ask answer, the header's menus, dialogs): a click on a
 * button, a radio or a checkbox that React does not hold yet is stopped before the browser or
 * anything else acts on it, the control says it is getting ready (`aria-busy`, and the
 * `data-early-tap` style in globals.css), and once React has hydrated that very element and the
 * page's effects have run (html[data-quick-exit="ready"], hydration-mark.tsx) the same click is
 * made again, in the order the taps came, through React's own handler. So a tap is carried out
 * once, never lost and never doubled.
 *
 * Left alone: links (they work without script), submit buttons (a form's submission is held by
 * early-submit.tsx), the quick exit (a link with its own inline handler, which must act at once)
 * and anything React already holds.
 */
const EARLY_TAP_SCRIPT = `(function () {
  var queue = [], timer = 0, waited = 0;
  window.__earlyTaps = 0;
  ${HYDRATION_CHECKS}
  function control(target) {
    var element = target && target.closest ? target.closest('button, input[type=radio], input[type=checkbox], [role=button], [role=tab], [role=switch], [role=radio], [role=menuitem]') : null;
    if (!element || element.closest('a[href]')) return null;
    if (element.type === 'submit' && element.form) return null;
    if (element.disabled) return null;
    return element;
  }
  function release(element) {
    element.removeAttribute('data-early-tap');
    if (element.getAttribute('data-early-tap-busy') === 'set') element.removeAttribute('aria-busy');
    element.removeAttribute('data-early-tap-busy');
  }
  function replay() {
    timer = 0;
    while (queue.length) {
      var element = queue[0];
      if (!element.isConnected || waited > 30000) { queue.shift(); release(element); continue; }
      if (!hydrated(element)) { waited += 50; timer = setTimeout(replay, 50); return; }
      queue.shift();
      // Released first: the handler may re-render the control, and the next tap on it (if any)
      // waits its turn in the queue.
      if (queue.indexOf(element) < 0) release(element);
      element.click();
      // One tap a task, as a hand makes them: React commits what a click changed in a microtask,
      // so the next handler (Add to cart after the quantity's +) must run after it, not in the
      // same task with the state it had before.
      if (queue.length) { timer = setTimeout(replay, 0); return; }
    }
    waited = 0;
  }
  document.addEventListener('click', function (event) {
    var element = control(event.target);
    if (!element || hydrated(element)) return;
    // Capture on the document, before React's own listener and before a radio or checkbox flips:
    // the control changes only when its handler runs.
    event.preventDefault();
    event.stopImmediatePropagation();
    window.__earlyTaps++;
    element.setAttribute('data-early-tap', 'waiting');
    if (!element.hasAttribute('aria-busy')) {
      element.setAttribute('aria-busy', 'true');
      element.setAttribute('data-early-tap-busy', 'set');
    }
    queue.push(element);
    if (!timer) timer = setTimeout(replay, 50);
  }, true);
})();`

export function EarlyTapGuard() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
}

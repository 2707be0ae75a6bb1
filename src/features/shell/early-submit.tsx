import { HYDRATION_CHECKS } from './hydration-checks'

/**
 * Forms sent before React has taken them over. Until a page hydrates, a form is plain HTML with
 * no action: pressing its button or Enter makes the browser send it the old way, a GET to the
 * same page with every field in the address — a survivor's name, phone and sizes in her browser
 * history and in the server's and the balancer's access logs. The page's scripts load after its
 * first frame (scripts/serve.mjs), and on a slow phone that is seconds in which a visitor can
 * type an address and press Subscribe.
 *
 * EARLY_SUBMIT_SCRIPT runs inline at the top of the body, before any form. It stops a submission
 * nobody handled and keeps it; once React has hydrated that form (React marks the element with its
 * own props) and the page's effects have run (html[data-quick-exit="ready"]), it hands React what was typed — React reads a field's value when it hydrates and
 * would otherwise keep its empty state and wipe the field on the next render — and sends the form
 * again, through the site's own handler. A form React already holds is left alone.
 *
 * The same hand-over serves a field typed before the page woke in a form sent after it: the field
 * is given to React as soon as React holds it, and a form sent before that is held until it is.
 */
const EARLY_SUBMIT_SCRIPT = `(function () {
  var pending = null, timer = 0, waited = 0, early = [], fieldTimer = 0, fieldWaited = 0, handing = false;
  ${HYDRATION_CHECKS}
  function native(element, field) {
    var proto = Object.getPrototypeOf(element);
    while (proto && !Object.prototype.hasOwnProperty.call(proto, field)) proto = Object.getPrototypeOf(proto);
    return Object.getOwnPropertyDescriptor(proto, field).set;
  }
  // What was typed into one field before React held it, handed to React: the value React knew
  // (its tracker) is set back to the default, the typed text is put back behind React's back, and
  // the input event then reads to React as the change it is.
  function handOverField(field) {
    var type = field.type;
    if (type === 'checkbox' || (type === 'radio' && field.checked)) {
      if (field.checked === field.defaultChecked) return;
      field.checked = !field.checked;
      field.click();
    } else if (field.tagName === 'SELECT') {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if ('value' in field && !/^(submit|button|reset|hidden|file|radio)$/.test(type) && field.value !== field.defaultValue) {
      var typed = field.value;
      field.value = field.defaultValue;
      native(field, 'value').call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  function handOver(form) {
    var fields = form.elements;
    handing = true;
    for (var i = 0; i < fields.length; i++) {
      var at = early.indexOf(fields[i]);
      if (at >= 0) early.splice(at, 1);
      handOverField(fields[i]);
    }
    handing = false;
  }
  // Fields typed into before the page woke, then sent after it (no submission held): React reads
  // a field when it hydrates and keeps its empty state, so what she typed would show on screen
  // and be missing from what the form sends.
  function handOverEarly() {
    fieldTimer = 0;
    for (var i = early.length - 1; i >= 0; i--) {
      var field = early[i];
      if (!field.isConnected || fieldWaited > 30000) { early.splice(i, 1); continue; }
      if (!held(field)) continue;
      early.splice(i, 1);
      handing = true;
      handOverField(field);
      handing = false;
    }
    if (early.length) { fieldWaited += 50; fieldTimer = setTimeout(handOverEarly, 50); }
  }
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  function note(event) {
    var field = event.target;
    // Not the events of a hand-over itself, nor a field React holds (it hears those), nor a
    // radio or checkbox (a click on those waits in early-tap.tsx).
    if (handing || !field || !field.form || field.type === 'checkbox' || field.type === 'radio' || held(field)) return;
    if (early.indexOf(field) < 0) early.push(field);
    window.__earlyFields = early.length;
    fieldWaited = 0;
    if (!fieldTimer) fieldTimer = setTimeout(handOverEarly, 50);
  }
  function retry() {
    timer = 0;
    if (!pending) return;
    if (!pending.form.isConnected || waited > 30000) { pending = null; return; }
    if (!hydrated(pending.form)) { waited += 50; timer = setTimeout(retry, 50); return; }
    var form = pending.form, submitter = pending.submitter;
    pending = null;
    handOver(form);
    setTimeout(function () {
      if (submitter && submitter.form === form && !submitter.disabled) form.requestSubmit(submitter);
      else form.requestSubmit();
    }, 0);
  }
  // On window, capturing: before React's own listener. A form holding a field typed before the page
  // woke and not yet handed to React is sent only once it is (else React would send its empty state).
  // Only fields React already holds wait for this: a form React does not hold yet is the held
  // submission's case below, and a field React never holds (one a script of its own drew) is left.
  window.addEventListener('submit', function (event) {
    var form = event.target, waiting = [];
    if (!form || form.tagName !== 'FORM') return;
    for (var i = early.length - 1; i >= 0; i--) {
      if (early[i].form === form && early[i].isConnected && held(early[i])) waiting.push(early.splice(i, 1)[0]);
    }
    if (!waiting.length) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    handing = true;
    for (var j = 0; j < waiting.length; j++) handOverField(waiting[j]);
    handing = false;
    var submitter = event.submitter || null;
    // Sent again once React has committed what it was handed (its updates land in a microtask).
    setTimeout(function () {
      if (submitter && submitter.form === form && !submitter.disabled) form.requestSubmit(submitter);
      else form.requestSubmit();
    }, 0);
  }, true);
  // On window, bubbling: it runs after React's own listener (on the document), so a submission
  // React took (its handler prevents the default, also when a click makes React hydrate at once)
  // is never sent a second time.
  window.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !form || form.tagName !== 'FORM') return;
    event.preventDefault();
    pending = { form: form, submitter: event.submitter || null };
    waited = 0;
    if (!timer) timer = setTimeout(retry, 50);
  });
})();`

export function EarlySubmitGuard() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_SCRIPT }} />
}

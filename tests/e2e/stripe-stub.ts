import type { Page } from '@playwright/test'

/**
 * A stand-in for Stripe.js, served to the browser in place of https://js.stripe.com/… so the
 * checkout and donation flows run offline. It implements the slice of the API that
 * @stripe/stripe-js and @stripe/react-stripe-js use: Stripe(pk) → elements() → create('payment')
 * → mount/on/update/destroy, elements.update()/submit() (Stripe's deferred-intent flow: Elements created
 * with mode, amount and currency, the intent's secret given to confirmPayment after submit()),
 * confirmSetup() (resolves), and confirmPayment(), which navigates to the return_url the way
 * Stripe does after a successful payment (payment_intent, payment_intent_client_secret,
 * redirect_status=succeeded).
 *
 * The mounted element is a labelled text field and a "Payment method" choice (Card, or US bank
 * account: issue 29's fee follows the method, as the real element's tabs report it through
 * `change` events). Typing a card number ending in 0002 makes confirmPayment answer Stripe's
 * decline error instead, so failure paths can be tested.
 * Every call is recorded on window.__stripeStub for assertions.
 */
const STUB_SOURCE = String.raw`
(function () {
  var log = (window.__stripeStub = { keys: [], elementsOptions: [], elementsUpdates: [], confirmations: [] });

  function makeElement(type) {
    var handlers = {};
    var root = null;
    var input = null;
    function emit(name, payload) {
      (handlers[name] || []).slice().forEach(function (fn) { fn(payload); });
    }
    var element = {
      _type: type,
      _isDeclined: function () { return !!input && /0002$/.test(input.value.replace(/\s/g, '')); },
      mount: function (target) {
        root = typeof target === 'string' ? document.querySelector(target) : target;
        var label = document.createElement('label');
        label.textContent = 'Card number';
        label.style.display = 'block';
        label.style.fontWeight = '600';
        input = document.createElement('input');
        input.type = 'text';
        input.name = 'stub-card-number';
        input.autocomplete = 'off';
        input.value = '4242 4242 4242 4242';
        input.setAttribute('data-testid', 'stripe-card-number');
        input.style.width = '100%';
        input.style.padding = '8px';
        input.style.border = '1px solid #767676';
        input.style.borderRadius = '6px';
        label.appendChild(input);
        var methodLabel = document.createElement('label');
        methodLabel.textContent = 'Payment method';
        methodLabel.style.display = 'block';
        var method = document.createElement('select');
        method.setAttribute('data-testid', 'stripe-method');
        [['card', 'Card'], ['us_bank_account', 'US bank account']].forEach(function (option) {
          var item = document.createElement('option');
          item.value = option[0];
          item.textContent = option[1];
          method.appendChild(item);
        });
        methodLabel.appendChild(method);
        root.appendChild(methodLabel);
        root.appendChild(label);
        method.addEventListener('change', function () {
          emit('change', { elementType: type, empty: false, complete: true, value: { type: method.value } });
        });
        input.addEventListener('input', function () {
          emit('change', { elementType: type, empty: input.value === '', complete: input.value.length >= 12, value: { type: method.value } });
        });
        // The first change reports the method selected by then, as Stripe's element does: a test
        // that picks a method within these 50 ms must not see it reset to card.
        setTimeout(function () {
          emit('ready', { elementType: type });
          emit('change', { elementType: type, empty: false, complete: true, value: { type: method.value } });
        }, 50);
        return element;
      },
      on: function (name, fn) { (handlers[name] = handlers[name] || []).push(fn); return element; },
      once: function (name, fn) { return element.on(name, fn); },
      off: function (name, fn) {
        handlers[name] = (handlers[name] || []).filter(function (h) { return h !== fn; });
        return element;
      },
      update: function () { return element; },
      focus: function () { if (input) input.focus(); },
      blur: function () {},
      clear: function () { if (input) input.value = ''; },
      collapse: function () {},
      unmount: function () { if (root) root.innerHTML = ''; },
      destroy: function () { if (root) root.innerHTML = ''; root = null; },
    };
    return element;
  }

  function Stripe(publishableKey) {
    log.keys.push(publishableKey);
    function secretOf(elements, clientSecret) {
      return clientSecret || (elements && elements._options && elements._options.clientSecret) || '';
    }
    var stripe = {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      elements: function (options) {
        options = options || {};
        log.elementsOptions.push(options);
        // As Stripe.js: without an intent's secret, the Payment Element needs mode, amount and currency.
        if (!options.clientSecret && options.mode && (!options.currency || (options.mode !== 'setup' && !(options.amount > 0)))) {
          throw new Error('IntegrationError: elements() in ' + options.mode + ' mode needs a currency and a positive amount.');
        }
        var created = {};
        return {
          _options: options,
          _submitted: false,
          create: function (type) { created[type] = makeElement(type); return created[type]; },
          getElement: function (type) { return created[type] || null; },
          update: function (next) { log.elementsUpdates.push(next || {}); Object.assign(this._options, next || {}); },
          submit: function () { this._submitted = true; return Promise.resolve({}); },
          fetchUpdates: function () { return Promise.resolve({}); },
          _created: created,
        };
      },
      confirmPayment: function (args) {
        var elements = args.elements;
        var deferred = elements && !elements._options.clientSecret;
        // Stripe's deferred-intent flow: the intent's secret comes with the call, after elements.submit().
        if (deferred && (!args.clientSecret || !elements._submitted)) {
          return Promise.resolve({ error: { type: 'invalid_request_error', message: 'elements.submit() must be called before stripe.confirmPayment(), with the clientSecret.' } });
        }
        if (!deferred && elements && args.clientSecret) {
          return Promise.resolve({ error: { type: 'invalid_request_error', message: 'clientSecret is only for Elements created without one.' } });
        }
        var secret = secretOf(elements, args.clientSecret);
        var element = elements && elements._created && elements._created.payment;
        var returnUrl = args.confirmParams && args.confirmParams.return_url;
        log.confirmations.push({ clientSecret: secret, returnUrl: returnUrl });
        if (element && element._isDeclined()) {
          return Promise.resolve({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
        }
        var intentId = secret.split('_secret_')[0];
        if (args.redirect === 'if_required' || !returnUrl) {
          return Promise.resolve({ paymentIntent: { id: intentId, status: 'succeeded', client_secret: secret } });
        }
        var url = new URL(returnUrl, window.location.href);
        url.searchParams.set('payment_intent', intentId);
        url.searchParams.set('payment_intent_client_secret', secret);
        url.searchParams.set('redirect_status', 'succeeded');
        setTimeout(function () { window.location.assign(url.toString()); }, 0);
        return new Promise(function () {});
      },
      // The card update of My giving: the element saves a card, nothing is charged.
      confirmSetup: function (args) {
        var elements = args.elements;
        var secret = secretOf(elements, args.clientSecret);
        var element = elements && elements._created && elements._created.payment;
        log.confirmations.push({ clientSecret: secret, returnUrl: args.confirmParams && args.confirmParams.return_url });
        if (element && element._isDeclined()) {
          return Promise.resolve({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
        }
        return Promise.resolve({ setupIntent: { id: secret.split('_secret_')[0], status: 'succeeded', client_secret: secret } });
      },
      retrievePaymentIntent: function (secret) {
        return Promise.resolve({ paymentIntent: { id: secret.split('_secret_')[0], status: 'succeeded', client_secret: secret } });
      },
      createToken: function () { return Promise.resolve({ error: { message: 'Not supported by the test stub.' } }); },
      createPaymentMethod: function () { return Promise.resolve({ error: { message: 'Not supported by the test stub.' } }); },
      confirmCardPayment: function () { return Promise.resolve({ error: { message: 'Not supported by the test stub.' } }); },
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`

/** Serves the stub for every Stripe.js URL; call before navigating to a payment page. */
export async function mockStripeJs(page: Page) {
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STUB_SOURCE }),
  )
}

/** What the page did with the stub: publishable keys used, Elements options, confirmations. */
export function stripeStubLog(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as {
        __stripeStub?: {
          keys: string[]
          elementsOptions: Record<string, unknown>[]
          elementsUpdates: Record<string, unknown>[]
          confirmations: { clientSecret: string; returnUrl: string }[]
        }
      }).__stripeStub ?? null,
  )
}

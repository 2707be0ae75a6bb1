/**
 * What the inline scripts that stand in for React before a page wakes (early-submit.tsx,
 * early-tap.tsx) ask of an element, as script text they both include: one wording, so the two
 * never disagree on when React has taken a control over.
 */
export const HYDRATION_CHECKS = `
  // React has hydrated this element (it marks it with its own props).
  function held(element) {
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('__reactProps$') === 0) return true;
    return false;
  }
  function hydrated(element) {
    // The page's effects have run (hydration-mark.tsx), so the handler that answers is listening.
    return document.documentElement.getAttribute('data-quick-exit') === 'ready' && held(element);
  }`

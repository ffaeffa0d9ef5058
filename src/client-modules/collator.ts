import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * The browser's default collator, made ready in a task of its own before the
 * page hydrates.
 *
 * While hydrating, every page asks the docs plugin which docs instance is
 * active (the navbar's version item, the doc pages' own hooks), and the
 * plugin sorts the instances' paths with `localeCompare`. The first
 * `localeCompare` of a page loads the collation data, 10–16 ms on this
 * project's 2-core machine: inside one of React's hydration slices that made
 * a 20 ms task on every page. A timer set while `main.js` evaluates runs
 * before the first slice; later comparisons use the collator V8 keeps.
 * Nothing depends on it: without it the same work happens during hydration.
 */
if (ExecutionEnvironment.canUseDOM) {
  window.setTimeout(() => 'a'.localeCompare('b'), 0);
}

export default {};

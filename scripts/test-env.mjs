/** Environment of the production build that the end-to-end tests run against. */
export const testServerPort = 3100;

export const testBuildEnv = {
  FULCRO_ANALYTICS: 'true',
  PLAUSIBLE_DOMAIN: 'fulcro.test',
  PLAUSIBLE_API_HOST: 'https://plausible.test',
  // Form endpoints on a host that only exists inside the tests (tests/e2e/fixtures.ts intercepts it).
  FULCRO_ORDER_ENDPOINT: 'https://forms.fulcro.test/orders',
  FULCRO_CONTACT_ENDPOINT: 'https://forms.fulcro.test/contact',
};

/** Environment of the production build that the end-to-end tests run against. */
export const testBuildEnv = {
  FULCRO_ANALYTICS: 'true',
  PLAUSIBLE_DOMAIN: 'fulcro.test',
  // A host that only exists inside the tests (tests/e2e/fixtures.ts answers it). The forms post to the site itself.
  PLAUSIBLE_API_HOST: 'https://plausible.test',
};

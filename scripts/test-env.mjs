/** Environment of the production build that the end-to-end tests run against. */
export const testServerPort = 3100;

export const testBuildEnv = {
  FULCRO_ANALYTICS: 'true',
  PLAUSIBLE_DOMAIN: 'fulcro.test',
  PLAUSIBLE_API_HOST: 'https://plausible.test',
};

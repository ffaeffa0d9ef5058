import {analyticsConfig} from '../../src/config/analytics';

describe('analytics configuration', () => {
  it('is off in the dev server unless asked for', () => {
    expect(analyticsConfig({NODE_ENV: 'development'}).enabled).toBe(false);
    expect(analyticsConfig({NODE_ENV: 'development', FULCRO_ANALYTICS: 'true'}).enabled).toBe(true);
  });

  it('is on in production builds unless turned off', () => {
    expect(analyticsConfig({NODE_ENV: 'production'}).enabled).toBe(true);
    expect(analyticsConfig({NODE_ENV: 'production', FULCRO_ANALYTICS: 'false'}).enabled).toBe(false);
  });

  it('reads domain and API host from the environment, with defaults', () => {
    expect(analyticsConfig({})).toMatchObject({domain: 'www.fulcro.io', apiHost: 'https://plausible.io'});
    expect(
      analyticsConfig({PLAUSIBLE_DOMAIN: 'example.org', PLAUSIBLE_API_HOST: 'https://stats.example.org'}),
    ).toMatchObject({
      domain: 'example.org',
      apiHost: 'https://stats.example.org',
    });
  });
});

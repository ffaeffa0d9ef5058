import {formsConfig, localReceiverPaths} from '../../src/config/forms';

const both = {
  FULCRO_ORDER_ENDPOINT: 'https://forms.fulcro.test/orders',
  FULCRO_CONTACT_ENDPOINT: 'https://forms.fulcro.test/contact',
};

describe('form endpoints configuration', () => {
  it('passes configured endpoints to the browser', () => {
    expect(formsConfig({NODE_ENV: 'production', ...both})).toEqual({
      orderEndpoint: 'https://forms.fulcro.test/orders',
      contactEndpoint: 'https://forms.fulcro.test/contact',
      localReceiver: false,
    });
  });

  it('stops a production build without endpoints, naming the variables', () => {
    expect(() => formsConfig({NODE_ENV: 'production'})).toThrow(/FULCRO_ORDER_ENDPOINT and FULCRO_CONTACT_ENDPOINT/);
    expect(() => formsConfig({NODE_ENV: 'production', FULCRO_ORDER_ENDPOINT: both.FULCRO_ORDER_ENDPOINT})).toThrow(
      /set FULCRO_CONTACT_ENDPOINT .*FULCRO_ALLOW_MISSING_ENDPOINTS=true/,
    );
  });

  it('builds without endpoints only when explicitly allowed', () => {
    expect(formsConfig({NODE_ENV: 'production', FULCRO_ALLOW_MISSING_ENDPOINTS: 'true'})).toEqual({
      orderEndpoint: null,
      contactEndpoint: null,
      localReceiver: false,
    });
    expect(() => formsConfig({NODE_ENV: 'production', FULCRO_ALLOW_MISSING_ENDPOINTS: '1'})).toThrow();
  });

  it('lets the dev server answer the endpoints that are not configured', () => {
    expect(formsConfig({NODE_ENV: 'development'})).toEqual({
      orderEndpoint: localReceiverPaths.orders,
      contactEndpoint: localReceiverPaths.contact,
      localReceiver: true,
    });
    expect(formsConfig({NODE_ENV: 'development', ...both}).localReceiver).toBe(false);
  });

  it('refuses endpoints that are not absolute https URLs', () => {
    expect(() => formsConfig({NODE_ENV: 'production', ...both, FULCRO_ORDER_ENDPOINT: '/orders'})).toThrow(/absolute URL/);
    expect(() => formsConfig({NODE_ENV: 'production', ...both, FULCRO_ORDER_ENDPOINT: 'http://forms.example/orders'})).toThrow(/https/);
    expect(formsConfig({NODE_ENV: 'development', ...both, FULCRO_ORDER_ENDPOINT: 'http://localhost:8787/orders'}).orderEndpoint).toBe(
      'http://localhost:8787/orders',
    );
  });
});

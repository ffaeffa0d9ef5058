import {formsConfig, receiverPaths} from '../../src/config/forms';

describe('form endpoints configuration', () => {
  it("posts to the site's own receiver by default, in production and in development", () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(formsConfig({NODE_ENV})).toEqual({
        orderEndpoint: receiverPaths.orders,
        contactEndpoint: receiverPaths.contact,
      });
    }
    expect(receiverPaths).toEqual({
      orders: '/api/forms/orders',
      contact: '/api/forms/contact',
      cspReports: '/api/csp-reports',
    });
  });

  it('lets a variable point one form at another receiver', () => {
    expect(formsConfig({NODE_ENV: 'production', FULCRO_ORDER_ENDPOINT: 'https://forms.example/orders'})).toEqual({
      orderEndpoint: 'https://forms.example/orders',
      contactEndpoint: receiverPaths.contact,
    });
  });

  it('refuses endpoints that are not absolute https URLs', () => {
    expect(() => formsConfig({NODE_ENV: 'production', FULCRO_ORDER_ENDPOINT: '/orders'})).toThrow(/absolute URL/);
    expect(() =>
      formsConfig({NODE_ENV: 'production', FULCRO_CONTACT_ENDPOINT: 'http://forms.example/contact'}),
    ).toThrow(/https/);
    expect(
      formsConfig({NODE_ENV: 'development', FULCRO_ORDER_ENDPOINT: 'http://localhost:8787/orders'}).orderEndpoint,
    ).toBe('http://localhost:8787/orders');
  });
});

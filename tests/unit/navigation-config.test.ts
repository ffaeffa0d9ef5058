import {routes} from '../../src/data/routes';
import {product} from '../../src/data/product';

describe('navigation configuration', () => {
  it('keeps the product slug in every product, comparison, audience, why and use-case route', () => {
    for (const [name, path] of Object.entries(routes)) {
      if (/^product|^vs|^for|^why|^useCase/.test(name)) {
        expect(path, name).toContain(product.slug);
      }
    }
  });
});

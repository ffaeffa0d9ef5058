import {navbar} from '../../src/config/navbar';
import {footer} from '../../src/config/footer';
import {pendingRoutes, routes} from '../../src/config/routes';
import {product} from '../../src/data/product';

function allLinks(): string[] {
  const nav = navbar.items.flatMap((item) => {
    if ('items' in item && Array.isArray(item.items)) return (item.items as {to: string}[]).map((i) => i.to);
    return 'to' in item && typeof item.to === 'string' ? [item.to] : [];
  });
  const foot = footer.links.flatMap((col) => col.items.map((i) => i.to));
  return [...nav, ...foot];
}

describe('navigation configuration', () => {
  it('links no page that is still pending', () => {
    for (const link of allLinks()) {
      expect(pendingRoutes.has(link), `${link} is pending`).toBe(false);
    }
  });

  it('keeps the product slug in every product route', () => {
    for (const [name, path] of Object.entries(routes)) {
      if (/^product|^vs|^for|^why|^useCase/.test(name)) {
        expect(path, name).toContain(product.slug);
      }
    }
  });

  it('lists only known routes as pending', () => {
    const known = new Set<string>(Object.values(routes));
    for (const path of pendingRoutes) {
      expect(known.has(path), path).toBe(true);
    }
  });

  it('shows the copyright year and company of the fact sheet', () => {
    expect(footer.copyright).toBe('Copyright © 2025 Fulcro S.r.l.');
  });
});

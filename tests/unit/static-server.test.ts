import {join} from 'node:path';
import {candidates} from '../../scripts/serve-static.mjs';

describe('static server path mapping', () => {
  it('serves /x from x/index.html', () => {
    expect(candidates('/pricing')).toContain('/pricing/index.html');
  });
  it('treats /x.html as /x', () => {
    expect(candidates('/pricing.html')).toContain('/pricing/index.html');
  });
  it('serves /x/index.html as is', () => {
    expect(candidates('/pricing/index.html')[0]).toBe('/pricing/index.html');
  });
  it('never leaves the build folder', () => {
    for (const path of candidates('/../../etc/passwd')) {
      expect(join('/srv/build', path).startsWith('/srv/build/')).toBe(true);
    }
  });
});

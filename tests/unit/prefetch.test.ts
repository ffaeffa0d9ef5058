vi.mock('@docusaurus/ExecutionEnvironment', () => ({default: {canUseDOM: true}}));

type IdleCallback = (deadline: IdleDeadline) => void;

/**
 * The tamed viewport prefetch (src/client-modules/prefetch.ts) with a fake
 * page: `main` holds links to /docs/a, /docs/b and /docs/c, and idle
 * periods are handed out by the test.
 */
async function setUp() {
  // The module keeps its queue: a fresh copy per test.
  vi.resetModules();
  const {tamePrefetch} = await import('../../src/client-modules/prefetch');
  const idle: IdleCallback[] = [];
  const mainLinks = ['/docs/a', '/docs/b', '/docs/c'].map((href) => ({getAttribute: () => href}));
  vi.stubGlobal('document', {querySelectorAll: (selector: string) => (selector === 'main a[href]' ? mainLinks : [])});
  vi.stubGlobal('window', {requestIdleCallback: (callback: IdleCallback) => idle.push(callback)});
  const calls: string[] = [];
  const docusaurus = tamePrefetch({
    prefetch: (path: string) => (calls.push(path), true),
    preload: () => Promise.resolve(),
  } as unknown as Window['docusaurus']);
  const idlePeriod = (ms: number) => idle.shift()?.({timeRemaining: () => ms, didTimeout: false});
  return {docusaurus, calls, idle, idlePeriod};
}

describe('viewport prefetching (client module)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs one prefetch per idle period, never during the call that a link makes', async () => {
    const {docusaurus, calls, idle, idlePeriod} = await setUp();
    for (const path of ['/docs/a', '/docs/b', '/docs/c', '/docs/a']) expect(docusaurus.prefetch(path)).toBe(false);
    expect(calls).toEqual([]);
    idlePeriod(49);
    expect(calls).toEqual(['/docs/a']);
    idlePeriod(49);
    idlePeriod(49);
    expect(calls).toEqual(['/docs/a', '/docs/b', '/docs/c']);
    expect(idle).toHaveLength(0);
  });

  it('waits for an idle period long enough for one call', async () => {
    const {docusaurus, calls, idle, idlePeriod} = await setUp();
    void docusaurus.prefetch('/docs/b');
    idlePeriod(4);
    expect(calls).toEqual([]);
    expect(idle).toHaveLength(1);
    idlePeriod(30);
    expect(calls).toEqual(['/docs/b']);
  });

  it('leaves links outside the main content (navbar, sidebar, footer) to hover and touch', async () => {
    const {docusaurus, calls, idle} = await setUp();
    void docusaurus.prefetch('/pricing');
    expect(idle).toHaveLength(0);
    expect(calls).toEqual([]);
  });
});

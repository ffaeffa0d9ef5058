import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globals: true,
    reporters: ['default'],
    // Several tests parse every spec, doc or overlay (1-3 s alone); on a busy 2-core machine the default 5 s
    // failed them for time alone. A hang still fails, after 30 s.
    testTimeout: 30_000,
  },
  resolve: {
    alias: {'@site': new URL('.', import.meta.url).pathname.replace(/\/$/, '')},
  },
});

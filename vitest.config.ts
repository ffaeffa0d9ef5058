import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globals: true,
    reporters: ['default'],
  },
  resolve: {
    alias: {'@site': new URL('.', import.meta.url).pathname.replace(/\/$/, '')},
  },
});

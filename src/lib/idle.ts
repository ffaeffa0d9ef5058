/** Delay of the fallback for browsers without `requestIdleCallback` (Safari). */
const fallbackDelayMs = 300;

/**
 * Runs `callback` in the browser's idle time, with the idle period's deadline,
 * or after a short timer where there is no `requestIdleCallback` (no deadline
 * then). Returns the cancel function.
 */
export function whenIdle(callback: (deadline?: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(() => callback(), fallbackDelayMs);
  return () => window.clearTimeout(id);
}

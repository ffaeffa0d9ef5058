/**
 * sessionStorage that never throws: in a sandboxed iframe or a locked-down
 * browser the forms keep working, only without persistence (one console
 * warning, as the specification asks).
 */
export type KeyValueStore = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Session storage is unavailable; the form will not survive a reload.', error);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export const sessionStore: KeyValueStore = {
  get(key) {
    try {
      return storage()?.getItem(key) ?? null;
    } catch (error) {
      warnOnce(error);
      return null;
    }
  },
  set(key, value) {
    try {
      storage()?.setItem(key, value);
    } catch (error) {
      warnOnce(error);
    }
  },
  remove(key) {
    try {
      storage()?.removeItem(key);
    } catch (error) {
      warnOnce(error);
    }
  },
};

/** A random id for an Idempotency-Key (UUID v4 where the browser offers it). */
export function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const DEVICE_ID_KEY = 'mf-device-id';

// Kept for the tab's life when localStorage cannot be written, so the header stays stable at least
// until a reload.
let memoryDeviceId: string | null = null;
let cached: { deviceId: string; fingerprint: Promise<string> } | null = null;

function randomId(): string {
  const { crypto } = globalThis;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  if (crypto && typeof crypto.getRandomValues === 'function') {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  // Only very old engines reach this; the id identifies a device, it is not a secret.
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

function deviceId(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const created = memoryDeviceId ?? randomId();
    window.localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    memoryDeviceId ??= randomId();
    return memoryDeviceId;
  }
}

function browserTraits(): string[] {
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    // Intl without time zone data: the other traits still distinguish the device.
  }
  return [navigator.userAgent, navigator.language, timeZone];
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The `x-device-fingerprint` header: a random id created once per browser (localStorage
 * `mf-device-id`) hashed with the user agent, language and time zone, so the server can tell
 * devices apart for the same user without the client holding any token. Deterministic for a
 * given browser profile; computed once per tab.
 *
 * `crypto.subtle` only exists in secure contexts (https, localhost): on a plain-http host the
 * fingerprint is the id itself, still stable, just not mixed with the browser traits.
 */
export function getDeviceFingerprint(): Promise<string> {
  const id = deviceId();
  // Recomputed if the stored id changed (storage cleared by the user, or by a test).
  if (cached && cached.deviceId === id) return cached.fingerprint;
  const canHash =
    typeof globalThis.crypto?.subtle?.digest === 'function' && typeof TextEncoder !== 'undefined';
  const fingerprint = canHash
    ? sha256Hex([id, ...browserTraits()].join('|')).catch(() => id)
    : Promise.resolve(id);
  cached = { deviceId: id, fingerprint };
  return fingerprint;
}

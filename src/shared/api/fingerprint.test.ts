import { createHash, webcrypto } from 'node:crypto';
import { TextEncoder as NodeTextEncoder } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

type FingerprintModule = typeof import('./fingerprint');

// The module caches per tab: each test gets a fresh copy, as after a reload.
async function freshModule(): Promise<FingerprintModule> {
  jest.resetModules();
  return import('./fingerprint');
}

function installWebCrypto(): void {
  // jsdom ships neither crypto.subtle nor TextEncoder; browsers in a secure context have both.
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  Object.defineProperty(globalThis, 'TextEncoder', { value: NodeTextEncoder, configurable: true, writable: true });
}

function removeWebCrypto(): void {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
  Object.defineProperty(globalThis, 'TextEncoder', { value: undefined, configurable: true, writable: true });
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  removeWebCrypto();
});

describe('getDeviceFingerprint', () => {
  it('creates a device id once, stores it in mf-device-id and keeps returning the same fingerprint', async () => {
    const { getDeviceFingerprint } = await freshModule();

    const first = await getDeviceFingerprint();
    const storedId = window.localStorage.getItem('mf-device-id');
    const second = await getDeviceFingerprint();

    expect(storedId).toMatch(/\S{16,}/);
    expect(second).toBe(first);
  });

  it('is the device id itself where crypto.subtle is unavailable (plain-http hosts)', async () => {
    const { getDeviceFingerprint } = await freshModule();

    const fingerprint = await getDeviceFingerprint();

    expect(fingerprint).toBe(window.localStorage.getItem('mf-device-id'));
  });

  it('is the SHA-256 hex of the device id with user agent, language and time zone when crypto.subtle exists', async () => {
    installWebCrypto();
    window.localStorage.setItem('mf-device-id', 'device-1');
    const { getDeviceFingerprint } = await freshModule();

    const fingerprint = await getDeviceFingerprint();

    const material = ['device-1', navigator.userAgent, navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone].join('|');
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint).toBe(createHash('sha256').update(material).digest('hex'));
  });

  it('survives a reload: the same stored id gives the same fingerprint', async () => {
    installWebCrypto();
    const before = await (await freshModule()).getDeviceFingerprint();
    const after = await (await freshModule()).getDeviceFingerprint();

    expect(after).toBe(before);
  });

  it('changes when the stored device id is cleared', async () => {
    const { getDeviceFingerprint } = await freshModule();
    const before = await getDeviceFingerprint();

    window.localStorage.removeItem('mf-device-id');
    const after = await getDeviceFingerprint();

    expect(after).not.toBe(before);
  });
});

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { afterPageShown, markPageShown } from './page-shown';

describe('afterPageShown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits for the first page to show, then half a second for its paint', async () => {
    let done = false;
    void afterPageShown().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    markPageShown();
    await jest.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(10);
    expect(done).toBe(true);
  });

  it('resolves at once (after the paint delay) when a page has already shown', async () => {
    markPageShown();
    let done = false;
    void afterPageShown().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(510);
    expect(done).toBe(true);
  });
});

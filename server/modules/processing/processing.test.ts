import { describe, expect, it } from '@jest/globals';
import type { AnalyticsStore, OperationalStore } from '../../stores';
import { ProcessingService, type ProcessingStamp } from './processing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A service whose runs are only recorded: this is about when processing starts, not what it does. */
function recordingService(isBusy: () => boolean) {
  const service = new ProcessingService({} as OperationalStore, {} as AnalyticsStore, { debounceMs: 20, isBusy });
  const runs: string[] = [];
  service.run = (accountId: string) => {
    runs.push(accountId);
    return Promise.resolve({} as ProcessingStamp);
  };
  return { service, runs };
}

describe('processing after ingestion (debounced)', () => {
  it('runs once after a burst of batches', async () => {
    const { service, runs } = recordingService(() => false);
    service.schedule('a');
    service.schedule('a');
    service.schedule('b');
    await sleep(60);
    expect(runs.sort()).toEqual(['a', 'b']);
  });

  it('does not run while the account is still loading a batch (the batch schedules it again)', async () => {
    let busy = true;
    const { service, runs } = recordingService(() => busy);
    service.schedule('a');
    await sleep(60);
    expect(runs).toEqual([]);
    busy = false;
    service.schedule('a');
    await sleep(60);
    expect(runs).toEqual(['a']);
  });

  it('schedules nothing once closed', async () => {
    const { service, runs } = recordingService(() => false);
    await service.close();
    service.schedule('a');
    await sleep(60);
    expect(runs).toEqual([]);
  });
});

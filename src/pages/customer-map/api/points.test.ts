import { describe, expect, it } from '@jest/globals';
import { pointsPathOf } from './points';

describe('the points address built ahead of the page query', () => {
  // the same strings server/modules/customer-map/customerMap.test.ts expects of the server's pointsPath
  it('is the address the server names for the same filters', () => {
    expect(pointsPathOf({ start: '2025-12-01', end: '2026-11-22', units: null, statuses: null })).toBe('/api/customers/map/points?start=2025-12-01&end=2026-11-22');
    expect(pointsPathOf({ start: '2025-12-01', end: '2026-11-22', units: ['1', '2'], statuses: ['actives', 'atRisk'] })).toBe(
      '/api/customers/map/points?start=2025-12-01&end=2026-11-22&units=1%2C2&statuses=actives%2CatRisk',
    );
  });
});

import { describe, expect, it } from '@jest/globals';
import { comparisonGap, shownChange } from './comparison';

describe('comparison against last year (issue 14 §6)', () => {
  it('shows no "-100 %" for a period without revenue, and says why', () => {
    expect(shownChange(-100, 0, 5000)).toBeNull();
    expect(comparisonGap(0, 5000)).toBe('noData');
  });
  it('has no base when last year had no revenue, and a figure otherwise', () => {
    expect(comparisonGap(1200, 0)).toBe('noBase');
    expect(shownChange(null, 1200, 0)).toBeNull();
    expect(comparisonGap(1200, 1000)).toBeNull();
    expect(shownChange(20, 1200, 1000)).toBe(20);
  });
});

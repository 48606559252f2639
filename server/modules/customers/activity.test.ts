import { describe, expect, it } from '@jest/globals';
import { activityClusterOf } from './activity';

const DEFAULTS = {
  actives: { bought: 60, not_bought: null },
  recent_inactives: { bought: 120, not_bought: 60 },
  at_risk: { bought: 180, not_bought: 120 },
  losses: { bought: null, not_bought: 180 },
};

describe("a customer's activity group on the reference date", () => {
  it.each([
    ['2026-03-31', 'ACTIVE'],
    // the 60 days ending on 31/03 start on 31/01
    ['2026-01-31', 'ACTIVE'],
    ['2026-01-30', 'RECENT_INACTIVE'],
    ['2025-12-02', 'RECENT_INACTIVE'],
    ['2025-12-01', 'AT_RISK'],
    ['2025-10-03', 'AT_RISK'],
    ['2025-10-02', 'LOST'],
  ])('last purchase on %s is %s', (last, group) => {
    expect(activityClusterOf(last, '2026-03-31', DEFAULTS)).toBe(group);
  });

  it('is "never bought" without a purchase up to the reference date', () => {
    expect(activityClusterOf(null, '2026-03-31', DEFAULTS)).toBe('NEVER_BOUGHT');
    expect(activityClusterOf('2026-04-01', '2026-03-31', DEFAULTS)).toBe('NEVER_BOUGHT');
  });

  it("follows the account's own criteria", () => {
    const strict = { ...DEFAULTS, actives: { bought: 30, not_bought: null }, recent_inactives: { bought: 120, not_bought: 30 } };
    expect(activityClusterOf('2026-02-15', '2026-03-31', strict)).toBe('RECENT_INACTIVE');
  });
});

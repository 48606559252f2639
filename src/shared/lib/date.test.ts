import { describe, expect, it } from '@jest/globals';
import { formatDateTime } from './date';

describe('formatDateTime', () => {
  it('shows an UTC instant in Brasília time', () => {
    expect(formatDateTime('2026-11-22T17:30:00Z')).toBe('22/11/2026 | 14:30');
  });

  it('keeps an explicit offset', () => {
    expect(formatDateTime('2026-11-22T08:05:00-03:00')).toBe('22/11/2026 | 08:05');
  });

  it('returns null for missing or invalid values', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('amanhã cedo')).toBeNull();
  });
});

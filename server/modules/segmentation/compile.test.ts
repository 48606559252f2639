import { describe, expect, it } from '@jest/globals';
import { yearsBefore } from './compile';

/** Age in whole years on `today`, the birthday counting from its day (the per-consumer definition). */
function ageOn(today: string, birth: string): number {
  const [ty, tm, td] = today.split('-').map(Number);
  const [by, bm, bd] = birth.split('-').map(Number);
  return ty - by - (tm * 100 + td < bm * 100 + bd ? 1 : 0);
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('age as a range of birth dates', () => {
  it('yearsBefore moves 29 February to 28 February in a common year and says when it leaves the Date32 range', () => {
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
    expect(yearsBefore('2026-03-31', 25)).toBe('2001-03-31');
    expect(yearsBefore('2026-03-31', 127)).toBe('before');
    expect(yearsBefore('2026-03-31', -274)).toBe('after');
  });

  // every birth date of 1995–2004 (leap days included) against ages 20–30 on days around 29 February
  it.each(['2026-02-28', '2026-03-01', '2028-02-28', '2028-02-29', '2028-03-01', '2026-03-31', '2025-12-31', '2026-01-01'])(
    'birth_date ≤ today − min years and > today − (max + 1) years is exactly min ≤ age ≤ max on %s',
    (today) => {
      const ranges: [number, number][] = [
        [25, 25],
        [20, 30],
        [0, 29],
        [26, 27],
      ];
      let checked = 0;
      const wrong: unknown[] = [];
      for (let ms = Date.UTC(1995, 0, 1); ms <= Date.UTC(2004, 11, 31); ms += 86_400_000) {
        const birth = day(ms);
        for (const [min, max] of ranges) {
          const upper = yearsBefore(today, min) as string;
          const lower = yearsBefore(today, max + 1) as string;
          const byBounds = birth <= upper && birth > lower;
          const age = ageOn(today, birth);
          if (byBounds !== (age >= min && age <= max)) wrong.push({ birth, min, max, age, byBounds });
          checked++;
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(14_000);
    },
  );
});

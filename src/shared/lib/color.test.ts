import { describe, expect, it } from '@jest/globals';
import { ensureContrast, contrastRatio, isHexColor, mix, readableTextOn } from './color';

describe('colour helpers', () => {
  it('recognises hex colours', () => {
    expect(isHexColor('#0f766e')).toBe(true);
    expect(isHexColor('0F766E')).toBe(true);
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('red')).toBe(false);
    expect(isHexColor(null)).toBe(false);
  });

  it('mixes two colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('darkens a pale brand colour until white text passes AA', () => {
    const darkened = ensureContrast('#ffd400');
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('measures against the given background', () => {
    const tint = mix('#c2410c', '#ffffff', 0.9);
    expect(contrastRatio(ensureContrast('#c2410c', tint), tint)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks dark text on light backgrounds and white on dark ones', () => {
    expect(readableTextOn('#ffffff')).not.toBe('#ffffff');
    expect(readableTextOn('#0f172a')).toBe('#ffffff');
  });
});

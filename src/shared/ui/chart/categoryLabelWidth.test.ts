import { describe, expect, it } from '@jest/globals';
import { categoryLabelWidth } from './Chart';

describe('categoryLabelWidth (horizontal bar charts, issue 14 §6)', () => {
  it('gives a long store name its whole width on a wide window (it was cut at 160 px)', () => {
    const width = categoryLabelWidth(['Bom Preço Barra', 'Bom Preço Lauro de Freitas Vilas do Atlântico'], 1440);
    expect(width).toBeGreaterThan(280);
    expect(width).toBeLessThanOrEqual(320);
  });

  it('keeps short names at the old minimum and phones at 40 % of the window', () => {
    expect(categoryLabelWidth(['Barra'], 1440)).toBe(160);
    expect(categoryLabelWidth(['Bom Preço Lauro de Freitas Vilas do Atlântico'], 390)).toBe(156);
  });
});

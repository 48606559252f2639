import { describe, expect, it } from '@jest/globals';
import { decodePoints, pointsGeoJson } from './points';

function body(points: [number, number, number][], total = points.length): ArrayBuffer {
  const buffer = new ArrayBuffer(8 + points.length * 9);
  const view = new DataView(buffer);
  view.setUint32(0, points.length, true);
  view.setUint32(4, total, true);
  points.forEach(([lng, lat, status], i) => {
    view.setFloat32(8 + i * 8, lng, true);
    view.setFloat32(12 + i * 8, lat, true);
    view.setUint8(8 + points.length * 8 + i, status);
  });
  return buffer;
}

describe('the map points body', () => {
  it('reads the count, the total, each position and status', () => {
    const points = decodePoints(body([[-38.5, -12.97, 0], [-38.33, -12.7, 4]], 10));
    expect(points).toMatchObject({ count: 2, total: 10 });
    const geo = pointsGeoJson(points);
    expect(geo.features).toHaveLength(2);
    expect(geo.features[1].properties.s).toBe(4);
    expect(geo.features[1].geometry.coordinates[0]).toBeCloseTo(-38.33, 5);
    expect(geo.features[0].geometry.coordinates[1]).toBeCloseTo(-12.97, 5);
  });

  it('refuses a truncated body instead of drawing garbage', () => {
    expect(() => decodePoints(new ArrayBuffer(4))).toThrow('incompleta');
    expect(() => decodePoints(body([[-38.5, -12.97, 0]]).slice(0, 12))).toThrow('tamanho inesperado');
  });
});

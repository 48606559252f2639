import { describe, expect, it } from '@jest/globals';
import { decodePoints, pointsExtent, pointsFromCoordinates, pointsGeoJson } from './points';

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

describe("a segment's coordinates as map points", () => {
  it('pairs each latitude with its longitude, [lng, lat], without status; the total counts every located member', () => {
    const points = pointsFromCoordinates({ total: 7, latitudes: [-12.97, -12.7], longitudes: [-38.5, -38.33] });
    expect(points).toMatchObject({ count: 2, total: 7, statuses: null });
    const geo = pointsGeoJson(points);
    expect(geo.features[0].geometry.coordinates[0]).toBeCloseTo(-38.5, 5);
    expect(geo.features[0].geometry.coordinates[1]).toBeCloseTo(-12.97, 5);
    expect(geo.features[1].geometry.coordinates[0]).toBeCloseTo(-38.33, 5);
    expect(geo.features[1].properties.s).toBe(-1);
  });

  it('leaves out a pair with a missing half and never reports fewer members than points', () => {
    const points = pointsFromCoordinates({ total: 0, latitudes: [-12.97, -12.7, -12.1], longitudes: [-38.5] });
    expect(points.count).toBe(1);
    expect(points.total).toBe(1);
  });
});

describe("the points' extent", () => {
  it('is the south-west and north-east corners, none without points', () => {
    const extent = pointsExtent(pointsFromCoordinates({ total: 3, latitudes: [-12.9, -12.2, -13.0], longitudes: [-38.5, -38.9, -38.3] }));
    expect(extent.map((c) => [c.latitude, c.longitude].map((v) => Math.round(v * 1000) / 1000))).toEqual([
      [-13.0, -38.9],
      [-12.2, -38.3],
    ]);
    expect(pointsExtent(pointsFromCoordinates({ total: 0, latitudes: [], longitudes: [] }))).toEqual([]);
  });
});

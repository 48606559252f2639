import { describe, expect, it } from '@jest/globals';
import { buildClusterIndex, clustersInView } from './clusters';
import type { DecodedPoints } from './points';

/** Two neighbourhoods of Salvador far apart, 300 consumers each: 100 actives (status 0) in the first, none in the second. */
function points(): DecodedPoints {
  const count = 600;
  const positions = new Float32Array(count * 2);
  const statuses = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const west = i < 300;
    positions[i * 2] = (west ? -38.5 : -38.3) + (i % 20) * 0.0001;
    positions[i * 2 + 1] = -12.97 + Math.floor((i % 300) / 20) * 0.0001;
    statuses[i] = west && i < 100 ? 0 : 2;
  }
  return { count, total: count, positions, statuses };
}

const SALVADOR: [number, number, number, number] = [-38.7, -13.1, -38.1, -12.8];

describe('the map clustering (supercluster instead of MapLibre’s worker)', () => {
  it('groups the points of a city view into clusters that count every point and its actives', () => {
    const { features } = clustersInView(buildClusterIndex(points()), { bbox: SALVADOR, zoom: 10 });
    const clusters = features.filter((f) => f.properties?.point_count);
    expect(clusters).toHaveLength(2);
    expect(clusters.map((c) => c.properties?.point_count).sort()).toEqual([300, 300]);
    expect(clusters.map((c) => c.properties?.a).sort((a, b) => Number(a) - Number(b))).toEqual([0, 100]);
    // what the layers do not read is not sent to the map
    expect(clusters[0].properties).not.toHaveProperty('point_count_abbreviated');
  });

  it('shows single points with their status past the last clustering zoom', () => {
    const { features } = clustersInView(buildClusterIndex(points()), { bbox: [-38.5005, -12.9705, -38.4975, -12.9685], zoom: 17.4 });
    expect(features.length).toBeGreaterThan(0);
    expect(features.every((f) => f.properties?.point_count === undefined && typeof f.properties?.s === 'number')).toBe(true);
  });

  it('answers only the visible area, widened by half a screen', () => {
    const index = buildClusterIndex(points());
    // a view around the western neighbourhood only, too far from the eastern one even widened
    const west = clustersInView(index, { bbox: [-38.52, -12.99, -38.48, -12.95], zoom: 10 });
    expect(west.features.reduce((sum, f) => sum + Number(f.properties?.point_count ?? 1), 0)).toBe(300);
  });

  it('keeps points without status as -1 (a segment’s members)', () => {
    const plain = { ...points(), statuses: null };
    const { features } = clustersInView(buildClusterIndex(plain), { bbox: SALVADOR, zoom: 10 });
    expect(features.every((f) => f.properties?.a === 0)).toBe(true);
  });
});

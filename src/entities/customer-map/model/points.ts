import type { Feature, FeatureCollection, Point } from 'geojson';

/** The map's points as the server sends them (server/modules/customer-map `encodePoints`). */
export interface DecodedPoints {
  /** points in this answer */
  count: number;
  /** located consumers in the filters (more than `count` when the server sent a sample) */
  total: number;
  /** [lng, lat] per point */
  positions: Float32Array;
  /** index into STATUSES per point; null when the points carry no status (a segment's members) */
  statuses: Uint8Array | null;
}

/** Reads the binary body: uint32 count, uint32 total, float32 [lng, lat] × count, uint8 status × count. */
export function decodePoints(buffer: ArrayBuffer): DecodedPoints {
  if (buffer.byteLength < 8) throw new Error('Resposta de pontos incompleta.');
  const header = new DataView(buffer, 0, 8);
  const count = header.getUint32(0, true);
  const total = header.getUint32(4, true);
  if (buffer.byteLength !== 8 + count * 9) throw new Error('Resposta de pontos com tamanho inesperado.');
  // the positions start at byte 8, a multiple of 4: a view, not a copy
  const positions = new Float32Array(buffer, 8, count * 2);
  const statuses = new Uint8Array(buffer, 8 + count * 8, count);
  return { count, total, positions, statuses };
}

/** The points as a GeoJSON collection for a MapLibre source (property `s`: the status index). */
export function pointsGeoJson(points: DecodedPoints): FeatureCollection<Point, { s: number }> {
  const features: Feature<Point, { s: number }>[] = new Array(points.count);
  for (let i = 0; i < points.count; i++) {
    features[i] = {
      type: 'Feature',
      properties: { s: points.statuses ? points.statuses[i] : -1 },
      geometry: { type: 'Point', coordinates: [points.positions[i * 2], points.positions[i * 2 + 1]] },
    };
  }
  return { type: 'FeatureCollection', features };
}

/**
 * A segment's members as the segmentation service answers them (`segmentClientsCoordinates`: parallel
 * latitude and longitude lists, `total` located members of which these may be a sample), as map
 * points without status. Pairs with a missing half are left out.
 */
export function pointsFromCoordinates(answer: { total: number; latitudes: readonly number[]; longitudes: readonly number[] }): DecodedPoints {
  const count = Math.min(answer.latitudes.length, answer.longitudes.length);
  const positions = new Float32Array(count * 2);
  for (let i = 0; i < count; i++) {
    positions[i * 2] = answer.longitudes[i];
    positions[i * 2 + 1] = answer.latitudes[i];
  }
  return { count, total: Math.max(answer.total, count), positions, statuses: null };
}

/** The corners of the points' extent (south-west, north-east), for a first view that fits them; none without points. */
export function pointsExtent(points: DecodedPoints): { latitude: number; longitude: number }[] {
  if (points.count === 0) return [];
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let i = 0; i < points.count; i++) {
    const lng = points.positions[i * 2];
    const lat = points.positions[i * 2 + 1];
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [
    { latitude: south, longitude: west },
    { latitude: north, longitude: east },
  ];
}

import Supercluster from 'supercluster';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { pointsGeoJson, type DecodedPoints } from './points';

/**
 * The map's clustering, done by us instead of MapLibre's GeoJSON worker. MapLibre would receive all
 * 250 000 points as GeoJSON (structured-cloned into its worker, then indexed there and re-tiled at every
 * zoom): ~3 s of a 4.8 s first drawing in the bench. Here the points stay typed arrays, are indexed
 * once (supercluster, the library MapLibre itself uses) in our own worker (ui/clusterWorker.ts), and
 * MapLibre only ever gets the clusters and points of the visible area, a few thousand features at most.
 */

/** The same clustering MapLibre's source had: 48 px over 512-px tiles, clusters up to zoom 15. */
export const CLUSTER_OPTIONS = { radius: 48, extent: 512, maxZoom: 15, minPoints: 2 } as const;

/** A point: its status index (-1: no status); a cluster adds point_count and `a`, how many of its points are actives (status 0). */
export interface PointProps {
  s: number;
}
export interface ClusterProps {
  a: number;
}
export type ViewFeature = Feature<Point, Partial<PointProps> & Partial<ClusterProps> & { point_count?: number; cluster_id?: number }>;

export type ClusterIndex = Supercluster<PointProps, ClusterProps>;

/** The index of the points (property `s`: the status index, -1 without status). */
export function buildClusterIndex(points: DecodedPoints): ClusterIndex {
  const index = new Supercluster<PointProps, ClusterProps>({
    ...CLUSTER_OPTIONS,
    map: (props) => ({ a: props.s === 0 ? 1 : 0 }),
    reduce: (accumulated, props) => {
      accumulated.a += props.a;
    },
  });
  return index.load(pointsGeoJson(points).features);
}

export interface ViewRequest {
  /** west, south, east, north of the visible area */
  bbox: [number, number, number, number];
  zoom: number;
}

/**
 * The clusters and single points of a view, as MapLibre's clustered source would have drawn them:
 * clusters carry `point_count` and `a`, single points `s`. The area is widened by half a screen on
 * each side so a short pan shows no empty border before the next answer arrives.
 */
export function clustersInView(index: ClusterIndex, { bbox, zoom }: ViewRequest): FeatureCollection<Point> {
  const [west, south, east, north] = bbox;
  const padX = (east - west) / 2;
  const padY = (north - south) / 2;
  const padded: [number, number, number, number] = [
    Math.max(-180, west - padX),
    Math.max(-85, south - padY),
    Math.min(180, east + padX),
    Math.min(85, north + padY),
  ];
  const features = index.getClusters(padded, Math.max(0, Math.floor(zoom))) as ViewFeature[];
  for (const feature of features) {
    const props = feature.properties as Record<string, unknown>;
    // only what the layers read: the string abbreviation and the flag would be cloned for nothing
    delete props.point_count_abbreviated;
    delete props.cluster;
  }
  return { type: 'FeatureCollection', features };
}

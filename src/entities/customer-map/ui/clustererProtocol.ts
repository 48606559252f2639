import type { FeatureCollection, Point } from 'geojson';
import type { ViewRequest } from '../model/clusters';

/** Messages to the clustering worker (clusterWorker.ts) and its answers. */
export type ClusterRequest =
  | { id: number; type: 'load'; positions: Float32Array; statuses: Uint8Array | null; count: number }
  | { id: number; type: 'view'; view: ViewRequest };

export type ClusterResponse =
  | { id: number; type: 'loaded' }
  | { id: number; type: 'view'; collection: FeatureCollection<Point> }
  | { id: number; type: 'error'; message: string };

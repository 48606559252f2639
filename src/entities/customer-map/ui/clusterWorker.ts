/// <reference lib="webworker" />
/**
 * The map's clustering worker (model/clusters.ts): `load` indexes the points sent as transferred typed
 * arrays, `view` answers the clusters of a visible area. Answers carry the request's id; the page
 * drops answers to requests it has since replaced.
 */
import { buildClusterIndex, clustersInView, type ClusterIndex } from '../model/clusters';
import type { ClusterRequest, ClusterResponse } from './clustererProtocol';

let index: ClusterIndex | null = null;
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'load') {
      index = buildClusterIndex({ count: request.count, total: request.count, positions: request.positions, statuses: request.statuses });
      scope.postMessage({ id: request.id, type: 'loaded' } satisfies ClusterResponse);
    } else {
      const collection = index ? clustersInView(index, request.view) : { type: 'FeatureCollection' as const, features: [] };
      scope.postMessage({ id: request.id, type: 'view', collection } satisfies ClusterResponse);
    }
  } catch (error) {
    scope.postMessage({ id: request.id, type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies ClusterResponse);
  }
};

import type { FeatureCollection, Point } from 'geojson';
import { buildClusterIndex, clustersInView, type ClusterIndex, type ViewRequest } from '../model/clusters';
import type { DecodedPoints } from '../model/points';
import type { ClusterRequest, ClusterResponse } from './clustererProtocol';

/**
 * The map's points, clustered off the main thread: `load` the points once, then ask the `view` of each
 * visible area. A view answered after a newer one was asked resolves `null` (the map has moved on).
 * With a worker (the browser) the index lives there; without one (Jest's jsdom, or a browser
 * refusing the worker) the same code runs here.
 */
export interface Clusterer {
  load(points: DecodedPoints | null): Promise<void>;
  view(view: ViewRequest): Promise<FeatureCollection<Point> | null>;
  dispose(): void;
}

const EMPTY: FeatureCollection<Point> = { type: 'FeatureCollection', features: [] };

export function createClusterer(worker: Worker | null): Clusterer {
  return worker ? workerClusterer(worker) : localClusterer();
}

function localClusterer(): Clusterer {
  let index: ClusterIndex | null = null;
  let latest = 0;
  return {
    async load(points) {
      index = points ? buildClusterIndex(points) : null;
    },
    async view(view) {
      const id = ++latest;
      const collection = index ? clustersInView(index, view) : EMPTY;
      await Promise.resolve();
      return id === latest ? collection : null;
    },
    dispose() {
      index = null;
    },
  };
}

function workerClusterer(worker: Worker): Clusterer {
  let nextId = 0;
  let latestView = 0;
  let loaded = false;
  const pending = new Map<number, { resolve: (answer: ClusterResponse) => void; reject: (error: Error) => void }>();
  worker.onmessage = (event: MessageEvent<ClusterResponse>) => {
    const waiting = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (!waiting) return;
    if (event.data.type === 'error') waiting.reject(new Error(event.data.message));
    else waiting.resolve(event.data);
  };
  worker.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'cluster worker failed'));
    pending.clear();
  };
  const ask = (request: ClusterRequest, transfer: Transferable[] = []) =>
    new Promise<ClusterResponse>((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request, transfer);
    });
  return {
    async load(points) {
      loaded = points !== null;
      if (!points) return;
      // copies, transferred: the decoded points are views into the answer's buffer, which the page keeps
      const positions = points.positions.slice(0, points.count * 2);
      const statuses = points.statuses ? points.statuses.slice(0, points.count) : null;
      const transfer: Transferable[] = statuses ? [positions.buffer, statuses.buffer] : [positions.buffer];
      await ask({ id: ++nextId, type: 'load', positions, statuses, count: points.count }, transfer);
    },
    async view(view) {
      if (!loaded) {
        latestView = ++nextId;
        return EMPTY;
      }
      const id = ++nextId;
      latestView = id;
      const answer = await ask({ id, type: 'view', view });
      if (id !== latestView || answer.type !== 'view') return null;
      return answer.collection;
    },
    dispose() {
      pending.clear();
      worker.terminate();
    },
  };
}

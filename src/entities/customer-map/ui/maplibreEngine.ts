/**
 * MapLibre, as this page loads it: the CSP build (the app's Content-Security-Policy allows workers
 * from our own origin only, so the worker is a file webpack emits beside the page, not a blob) and
 * its stylesheet as text the page injects. Jest replaces this module (tests/setup/maplibreEngine.js):
 * jsdom has no WebGL. A function, not an import-time statement: src/ is `sideEffects: false`, so a
 * bare top-level call here would be dropped by webpack.
 */
import maplibregl from 'maplibre-gl/dist/maplibre-gl-csp.js';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css';

let configured = false;

/** MapLibre with its worker's address set (once). */
export function maplibre(): typeof maplibregl {
  if (!configured) {
    maplibregl.setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-csp-worker.js', import.meta.url).toString());
    configured = true;
  }
  return maplibregl;
}

export { maplibreCss };

/**
 * The map's clustering worker (clusterWorker.ts), a file webpack emits beside the page (the CSP allows
 * workers from our own origin only); null where workers cannot start, and the clustering runs in the page.
 */
export function clusterWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./clusterWorker.ts', import.meta.url), { name: 'customer-map-clusters' });
  } catch {
    return null;
  }
}

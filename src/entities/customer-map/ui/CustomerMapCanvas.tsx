import styled from '@emotion/styled';
import { Global, css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, LngLatBoundsLike, Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl';
import { formatNumber } from '@/shared/lib/number';
import { MUNICIPALITY_SEATS } from '../model/municipalities';
import type { DecodedPoints } from '../model/points';
import { PLAIN_POINT_COLOR, STATUSES, STATUS_COLORS, type MapView } from '../model/statuses';
import { createClusterer, type Clusterer } from './clusterer';
import { clusterWorker, maplibre, maplibreCss } from './maplibreEngine';

export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface MapStorePin {
  idErp: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface CustomerMapCanvasProps {
  /** the operator's style (MAP_STYLE_URL), or null for the shipped basemap */
  styleUrl: string | null;
  stores: readonly MapStorePin[];
  /** where the customers are (neighbourhood centres): the first view fits them and the stores */
  focus: readonly { readonly latitude?: number | null; readonly longitude?: number | null }[];
  points: DecodedPoints | null;
  view: MapView;
  /** called when the map stops moving (and once when it has loaded) with the visible area */
  onBoundsChange: (bounds: MapBounds) => void;
  /** called when the map has drawn the current points (for the "drawing…" state) */
  onDrawn?: () => void;
  /** the map could not start (no WebGL) or failed */
  onError: (message: string) => void;
  /** colour the points by their status (the customer map), or in one colour (points without status) */
  colorByStatus?: boolean;
  /** the map region's accessible name (default "Mapa dos clientes e das lojas") */
  label?: string;
}

const SOURCE = 'customers';
const HEAT_SOURCE = 'customers-heat';
/** Cluster labels are HTML (no glyphs are fetched): at most this many at once. */
const MAX_CLUSTER_LABELS = 300;

const Frame = styled.div`
  position: relative;
  height: 420px;
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  ${(p) => p.theme.mq.md} {
    height: 560px;
  }
  /* stores: small hollow squares, under the cluster counts */
  .store-pin {
    z-index: 1;
    width: 10px;
    height: 10px;
    border-radius: 2px;
    background: #ffffff;
    border: 2px solid #0f172a;
    cursor: pointer;
    padding: 0;
  }
  .store-pin:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
  .seat-label {
    z-index: 2;
    font-size: 12px;
    font-weight: 600;
    color: #334155;
    text-shadow: 0 0 3px #fff, 0 0 3px #fff;
    pointer-events: none;
    white-space: nowrap;
  }
  .cluster-label {
    z-index: 3;
    font-size: 11px;
    font-weight: 700;
    color: #fff;
    pointer-events: none;
    text-shadow: 0 0 2px rgba(0, 0, 0, 0.6);
  }
`;

/** The map engine, for other maps drawn offline (re-exported here so Jest's stand-in of maplibreEngine applies). */
export { maplibre, maplibreCss };

/** The shipped basemap: Brazil's states (Natural Earth, public domain), no tile or font from the internet. */
export async function basemapStyle(): Promise<StyleSpecification> {
  const states = (await import(/* webpackChunkName: "customer-map-basemap" */ '../model/br-states.json')).default;
  return {
    version: 8,
    sources: { states: { type: 'geojson', data: states as FeatureCollection } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#dfe8ef' } },
      { id: 'states-fill', type: 'fill', source: 'states', paint: { 'fill-color': '#f8fafc' } },
      { id: 'states-line', type: 'line', source: 'states', paint: { 'line-color': '#94a3b8', 'line-width': 1 } },
    ],
  };
}

const statusColor = ['match', ['get', 's'], ...STATUSES.flatMap((status, index) => [index, STATUS_COLORS[status]]), '#7f7f7f'] as unknown as string;

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The consumers' layers: clusters coloured by their share of actives, single points by status, and the
 * heat map. The sources hold only the visible area's clusters and points (ui/clusterer.ts clusters
 * them in a worker); the heat map weighs each cluster by its points.
 */
function addCustomerLayers(map: MapLibreMap, colorByStatus: boolean) {
  map.addSource(SOURCE, { type: 'geojson', data: EMPTY });
  map.addSource(HEAT_SOURCE, { type: 'geojson', data: EMPTY });
  map.addLayer({
    id: 'clusters',
    type: 'circle',
    source: SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': colorByStatus
        ? ['interpolate', ['linear'], ['/', ['get', 'a'], ['get', 'point_count']], 0, STATUS_COLORS.losses, 0.5, STATUS_COLORS.atRisk, 1, STATUS_COLORS.actives]
        : PLAIN_POINT_COLOR,
      'circle-radius': ['step', ['get', 'point_count'], 12, 100, 16, 1000, 21, 10000, 27],
      'circle-opacity': 0.85,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  });
  map.addLayer({
    id: 'points',
    type: 'circle',
    source: SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: { 'circle-color': colorByStatus ? statusColor : PLAIN_POINT_COLOR, 'circle-radius': 5, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 },
  });
  map.addLayer({
    id: 'heat',
    type: 'heatmap',
    source: HEAT_SOURCE,
    layout: { visibility: 'none' },
    paint: {
      'heatmap-weight': ['coalesce', ['get', 'point_count'], 1],
      'heatmap-radius': ['interpolate', ['linear'], ['zoom'], 6, 6, 12, 18, 15, 30],
      'heatmap-intensity': ['interpolate', ['linear'], ['zoom'], 6, 0.6, 14, 2],
      'heatmap-opacity': 0.85,
    },
  });
}

function boundsOf(map: MapLibreMap): MapBounds {
  const bounds = map.getBounds();
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return { west: clamp(bounds.getWest(), 180), south: clamp(bounds.getSouth(), 90), east: clamp(bounds.getEast(), 180), north: clamp(bounds.getNorth(), 90) };
}

/** The first view: the stores and the customers' neighbourhoods, or Brazil when there is nothing yet. */
function initialBounds(stores: readonly MapStorePin[], focus: CustomerMapCanvasProps['focus']): LngLatBoundsLike {
  const places = [
    ...stores.map((store) => [store.longitude, store.latitude] as const),
    ...focus.filter((f) => f.latitude != null && f.longitude != null).map((f) => [f.longitude as number, f.latitude as number] as const),
  ];
  if (places.length === 0) return [-74, -34, -34, 5.5];
  const lngs = places.map((p) => p[0]);
  const lats = places.map((p) => p[1]);
  return [Math.min(...lngs) - 0.05, Math.min(...lats) - 0.05, Math.max(...lngs) + 0.05, Math.max(...lats) + 0.05];
}

/**
 * The MapLibre map of /clientes/mapa and of the segment editor: basemap (shipped, or the operator's style), the stores on top as
 * keyboard-reachable pins, the consumers as clusters (HTML counts, no glyphs fetched) or a heat map.
 * Keyboard: the map takes focus and pans with the arrows, zooms with + and −.
 */
export function CustomerMapCanvas({ styleUrl, stores, focus, points, view, onBoundsChange, onDrawn, onError, colorByStatus = true, label }: CustomerMapCanvasProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const clustererRef = useRef<Clusterer | null>(null);
  /** the points the clusterer is indexing or holds, and when it is done */
  const indexed = useRef<{ points: DecodedPoints | null; done: Promise<void> } | null>(null);
  /** the points the sources show, and the view they show them in */
  const shown = useRef<{ points: DecodedPoints | null; view: MapView }>({ points: null, view });
  const [ready, setReady] = useState(false);
  const [drawnPoints, setDrawnPoints] = useState<number | null>(null);
  const callbacks = useRef({ onBoundsChange, onDrawn, onError });
  callbacks.current = { onBoundsChange, onDrawn, onError };
  const firstView = useRef(initialBounds(stores, focus));

  // The clustering worker lives as long as the canvas and indexes new points as soon as they arrive,
  // while the map's code and style are still loading (the first drawing waits for both, not in turn).
  useEffect(() => {
    clustererRef.current = createClusterer(clusterWorker());
    return () => {
      clustererRef.current?.dispose();
      clustererRef.current = null;
      indexed.current = null;
    };
  }, []);
  const indexPoints = (wanted: DecodedPoints | null): Promise<void> => {
    const clusterer = clustererRef.current;
    if (!clusterer) return Promise.resolve();
    if (indexed.current?.points !== wanted) {
      // bench:map reads these marks to split the time to the first drawing
      if (wanted) performance.mark?.('customer-map:data');
      const done = clusterer.load(wanted).then(() => {
        if (wanted) performance.mark?.('customer-map:clustered');
      });
      indexed.current = { points: wanted, done };
    }
    return indexed.current.done;
  };
  useEffect(() => {
    indexPoints(points).catch((error: unknown) => callbacks.current.onError(error instanceof Error ? error.message : String(error)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points]);

  // the map itself, once per style
  useEffect(() => {
    let cancelled = false;
    let map: MapLibreMap | null = null;
    const markers: Marker[] = [];
    const clusterLabels = new Map<number, Marker>();
    (async () => {
      const style = styleUrl ?? (await basemapStyle());
      if (cancelled || !container.current) return;
      const maplibregl = maplibre();
      try {
        map = new maplibregl.Map({
          container: container.current,
          style,
          bounds: firstView.current,
          fitBoundsOptions: { padding: 24 },
          attributionControl: false,
          dragRotate: false,
          pitchWithRotate: false,
        });
      } catch (error) {
        callbacks.current.onError(intl.formatMessage({ id: 'customerMapCanvas.noWebGl' }));
        return;
      }
      mapRef.current = map;
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
      map.on('error', (event) => {
        // a tile or sprite of an operator's style that fails is not the page failing
        if (!('sourceId' in event)) callbacks.current.onError(String(event.error?.message ?? event.error ?? ''));
      });
      map.on('load', () => {
        if (!map) return;
        // bench:map reads these marks to split the time to the first drawing
        performance.mark?.('customer-map:ready');
        addCustomerLayers(map, colorByStatus);
        if (!styleUrl) {
          for (const seat of MUNICIPALITY_SEATS) {
            const label = document.createElement('div');
            label.className = 'seat-label';
            label.textContent = seat.name;
            markers.push(new maplibregl.Marker({ element: label, anchor: 'bottom', offset: [0, -6] }).setLngLat([seat.longitude, seat.latitude]).addTo(map));
          }
        }
        for (const store of stores) {
          const pin = document.createElement('button');
          pin.type = 'button';
          pin.className = 'store-pin';
          pin.setAttribute('aria-label', intl.formatMessage({ id: 'customerMapCanvas.storeMarker' }, { name: store.name }));
          pin.title = store.name;
          pin.dataset.store = store.idErp;
          const popup = new maplibregl.Popup({ offset: 10, closeButton: false }).setText(store.name);
          markers.push(new maplibregl.Marker({ element: pin }).setLngLat([store.longitude, store.latitude]).setPopup(popup).addTo(map));
        }
        setReady(true);
        callbacks.current.onBoundsChange(boundsOf(map));
      });
      map.on('moveend', () => {
        if (!map) return;
        callbacks.current.onBoundsChange(boundsOf(map));
        void showView(map);
      });
      // Cluster counts as HTML labels over the cluster circles, placed when the map is still (idle).
      // While it moves they are taken away: hundreds of markers repositioned on every frame, and the
      // features queried again on each, cost the frames of the pan.
      const clearLabels = () => {
        for (const label of clusterLabels.values()) label.remove();
        clusterLabels.clear();
      };
      map.on('movestart', clearLabels);
      map.on('idle', () => {
        if (!map || !map.getSource(SOURCE) || map.getLayoutProperty('clusters', 'visibility') === 'none') {
          clearLabels();
          return;
        }
        const seen = new Set<number>();
        for (const feature of map.querySourceFeatures(SOURCE, { filter: ['has', 'point_count'] })) {
          const id = Number(feature.properties?.cluster_id);
          if (seen.has(id) || seen.size >= MAX_CLUSTER_LABELS) continue;
          seen.add(id);
          if (!clusterLabels.has(id)) {
            const label = document.createElement('div');
            label.className = 'cluster-label';
            label.textContent = formatNumber(Number(feature.properties?.point_count), 0);
            const [lng, lat] = (feature.geometry as Point).coordinates;
            clusterLabels.set(id, new maplibregl.Marker({ element: label }).setLngLat([lng, lat]).addTo(map));
          }
        }
        for (const [id, label] of clusterLabels) {
          if (!seen.has(id)) {
            label.remove();
            clusterLabels.delete(id);
          }
        }
      });
    })().catch((error: unknown) => callbacks.current.onError(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
      for (const marker of markers) marker.remove();
      for (const label of clusterLabels.values()) label.remove();
      map?.remove();
      mapRef.current = null;
      shown.current = { points: null, view: shown.current.view };
      setReady(false);
    };
    // stores, texts and the colouring are read once per map; a new style starts a new map
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  /** The visible area's clusters and points into the source of the current view (the other one is emptied). */
  async function showView(map: MapLibreMap) {
    const clusterer = clustererRef.current;
    if (!clusterer) return;
    const bounds = boundsOf(map);
    const collection = await clusterer.view({ bbox: [bounds.west, bounds.south, bounds.east, bounds.north], zoom: map.getZoom() });
    // a newer view was asked meanwhile, or the map is gone
    if (!collection || mapRef.current !== map) return;
    const current = shown.current.view;
    (map.getSource(SOURCE) as GeoJSONSource).setData(current === 'points' ? collection : EMPTY);
    (map.getSource(HEAT_SOURCE) as GeoJSONSource).setData(current === 'heat' ? collection : EMPTY);
  }

  // new points are indexed once (in the clustering worker), then the current view is drawn from them
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !clustererRef.current) return;
    let cancelled = false;
    const reload = shown.current.points !== points;
    shown.current = { points, view };
    map.setLayoutProperty('clusters', 'visibility', view === 'points' ? 'visible' : 'none');
    map.setLayoutProperty('points', 'visibility', view === 'points' ? 'visible' : 'none');
    map.setLayoutProperty('heat', 'visibility', view === 'heat' ? 'visible' : 'none');
    setDrawnPoints(null);
    (async () => {
      if (reload) await indexPoints(points);
      if (cancelled) return;
      await showView(map);
      if (cancelled) return;
      map.once('idle', () => {
        if (cancelled) return;
        if (points) performance.mark?.('customer-map:drawn');
        setDrawnPoints(points?.count ?? 0);
        callbacks.current.onDrawn?.();
      });
      map.triggerRepaint?.();
    })().catch((error: unknown) => callbacks.current.onError(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
    };
  }, [ready, points, view]);

  return (
    <>
      <Global styles={css(maplibreCss)} />
      <Frame
        ref={container}
        role="region"
        aria-label={label ?? intl.formatMessage({ id: 'customerMapCanvas.mapLabel' })}
        data-map-ready={ready ? 'true' : 'false'}
        data-points-drawn={drawnPoints ?? undefined}
      />
    </>
  );
}

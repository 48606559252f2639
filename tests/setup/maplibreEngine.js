/**
 * Jest's stand-in for src/entities/customer-map/ui/maplibreEngine.ts (jest.config.js maps it here): jsdom
 * has no WebGL. A map that records what the page asks of it: `maps` holds every map constructed
 * (clear it in `beforeEach`), each with its options, sources' data and layers' visibility; `load`
 * fires right away and `moveend` when a test calls `map.fire('moveend')`.
 */
const maps = [];

class FakeSource {
  constructor(spec) {
    this.spec = spec;
    this.data = spec.data;
  }
  setData(data) {
    this.data = data;
  }
}

class FakeMap {
  constructor(options) {
    this.options = options;
    this.handlers = {};
    this.sources = {};
    this.layers = {};
    this.bounds = { west: -39, south: -13.1, east: -38.2, north: -12.2 };
    maps.push(this);
    setTimeout(() => this.fire('load'), 0);
  }
  on(event, handler) {
    (this.handlers[event] ??= []).push(handler);
    return this;
  }
  once(event, handler) {
    const wrapped = (...args) => {
      this.handlers[event] = this.handlers[event].filter((h) => h !== wrapped);
      handler(...args);
    };
    return this.on(event, wrapped);
  }
  fire(event, payload) {
    for (const handler of [...(this.handlers[event] ?? [])]) handler(payload ?? {});
  }
  addControl() {}
  addSource(id, spec) {
    this.sources[id] = new FakeSource(spec);
  }
  getSource(id) {
    return this.sources[id];
  }
  addLayer(layer) {
    this.layers[layer.id] = { ...layer, visibility: layer.layout?.visibility ?? 'visible' };
  }
  setLayoutProperty(id, name, value) {
    if (name === 'visibility') this.layers[id].visibility = value;
  }
  getLayoutProperty(id, name) {
    return name === 'visibility' ? this.layers[id]?.visibility : undefined;
  }
  getZoom() {
    return 12;
  }
  querySourceFeatures() {
    return [];
  }
  getBounds() {
    const b = this.bounds;
    return { getWest: () => b.west, getSouth: () => b.south, getEast: () => b.east, getNorth: () => b.north };
  }
  remove() {
    this.removed = true;
  }
}

class FakeMarker {
  constructor(options = {}) {
    this.element = options.element;
  }
  setLngLat(position) {
    this.position = position;
    return this;
  }
  setPopup() {
    return this;
  }
  addTo() {
    document.body.appendChild(this.element);
    return this;
  }
  remove() {
    this.element?.remove();
  }
}

class FakePopup {
  setText() {
    return this;
  }
}

const maplibregl = { Map: FakeMap, Marker: FakeMarker, Popup: FakePopup, NavigationControl: class {}, maps };

/** No worker in jsdom: the canvas clusters in the page (ui/clusterer.ts), with the same code. */
const clusterWorker = () => null;

module.exports = { __esModule: true, maplibre: () => maplibregl, maplibreCss: '', maps, clusterWorker };

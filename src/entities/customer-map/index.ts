/**
 * The customers' map (an entity's view: consumers as points, the stores): MapLibre, shared by
 * /clientes/mapa and the segment editor's map.
 * Importing it brings MapLibre (≈ 250 KB gzip): import it from a page's own code or a lazily loaded
 * chunk, never from the first load or an editor's first render.
 */
export { basemapStyle, CustomerMapCanvas, type CustomerMapCanvasProps, type MapBounds, type MapStorePin } from './ui/CustomerMapCanvas';
// the engine and the shipped basemap, for other maps drawn offline (the store form's position picker)
export { maplibre, maplibreCss } from './ui/CustomerMapCanvas';
export { MUNICIPALITY_SEATS } from './model/municipalities';
export { decodePoints, pointsExtent, pointsFromCoordinates, pointsGeoJson, type DecodedPoints } from './model/points';
export { STATUSES, STATUS_COLORS, PLAIN_POINT_COLOR, type MapView, type Status } from './model/statuses';
export { messages } from './i18n/pt-BR';

// The CSP build has the same API as the package's main entry (its types).
declare module 'maplibre-gl/dist/maplibre-gl-csp.js' {
  import * as maplibregl from 'maplibre-gl';
  export default maplibregl;
}

// Imported as text (webpack `asset/source`, webpack.config.ts).
declare module 'maplibre-gl/dist/maplibre-gl.css' {
  const text: string;
  export default text;
}

/** The recording MapLibre stand-in of the customer map's tests (maplibreEngine.js). */
export declare const maps: unknown[];
export declare const maplibreCss: string;
export declare function maplibre(): unknown;

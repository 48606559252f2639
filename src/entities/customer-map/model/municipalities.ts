/**
 * The seats of the demo chain's municipalities (IBGE seat positions), drawn on the shipped basemap
 * as labels: the project ships state boundaries, not municipal polygons (no source of IBGE's
 * municipal mesh is installable here; an operator's MAP_STYLE_URL brings full detail).
 */
export const MUNICIPALITY_SEATS = [
  { name: 'Salvador', latitude: -12.9711, longitude: -38.5108 },
  { name: 'Lauro de Freitas', latitude: -12.8978, longitude: -38.3271 },
  { name: 'Camaçari', latitude: -12.6975, longitude: -38.3241 },
  { name: 'Feira de Santana', latitude: -12.2664, longitude: -38.9663 },
] as const;

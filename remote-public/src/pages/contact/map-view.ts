/** Spec §9: the map is centred on the Nairobi head office at zoom 15 (contact-map.tsx, leaflet-map.tsx). */
export const MAP_CENTER: [number, number] = [-1.2676, 36.8108];
export const MAP_ZOOM = 15;

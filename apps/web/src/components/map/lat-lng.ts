/** A point on a map in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

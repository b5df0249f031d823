import { type LatLng, parseCoordinates } from '../coordinates';

/** What a projects-map marker needs from a project. */
export interface ProjectMapPoint extends LatLng {
  id: number;
  code: string;
  name: string;
}

interface ProjectLike {
  id: number;
  code: string;
  name: string;
  coordinates?: string | null;
}

/** One point per project whose coordinates can be read; the rest have no place on the map. */
export function projectMapPoints(projects: readonly ProjectLike[]): ProjectMapPoint[] {
  const points: ProjectMapPoint[] = [];
  for (const project of projects) {
    const position = parseCoordinates(project.coordinates);
    if (position) points.push({ id: project.id, code: project.code, name: project.name, ...position });
  }
  return points;
}

/** South-west and north-east corners around the points, or null when there are none. */
export function pointBounds(points: readonly LatLng[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let south = Number.POSITIVE_INFINITY;
  let west = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}

import { describe, expect, it } from 'vitest';
import { tileAttribution } from '../../../components/map/map-constants';
import { pointBounds, projectMapPoints } from './project-map-points';

const project = (id: number, coordinates: string | null) => ({
  id,
  code: `P-${id}`,
  name: `Project ${id}`,
  coordinates,
});

describe('projectMapPoints', () => {
  it('keeps projects with readable coordinates, in order, and drops the rest', () => {
    const points = projectMapPoints([
      project(1, '60.2055,24.6559'),
      project(2, null),
      project(3, ''),
      project(4, 'somewhere in Espoo'),
      project(5, '95.0,24.0'),
      project(6, '{"lat":61.45,"lng":23.851}'),
    ]);
    expect(points).toEqual([
      { id: 1, code: 'P-1', name: 'Project 1', lat: 60.2055, lng: 24.6559 },
      { id: 6, code: 'P-6', name: 'Project 6', lat: 61.45, lng: 23.851 },
    ]);
  });

  it('gives no points for no projects', () => {
    expect(projectMapPoints([])).toEqual([]);
  });
});

describe('pointBounds', () => {
  it('spans the south-west and north-east corners of the points', () => {
    expect(
      pointBounds([
        { lat: 60.2, lng: 24.6 },
        { lat: 61.5, lng: 23.7 },
        { lat: 60.4, lng: 22.3 },
      ]),
    ).toEqual([
      [60.2, 22.3],
      [61.5, 24.6],
    ]);
  });

  it('is a single corner pair for one point and null for none', () => {
    expect(pointBounds([{ lat: 60, lng: 25 }])).toEqual([
      [60, 25],
      [60, 25],
    ]);
    expect(pointBounds([])).toBeNull();
  });
});

describe('tileAttribution', () => {
  it('credits OpenStreetMap only for its own tiles', () => {
    expect(tileAttribution('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toContain('OpenStreetMap');
    expect(tileAttribution('https://tiles.example.com/{z}/{x}/{y}.png')).toBeUndefined();
  });
});

// @vitest-environment jsdom
import type { PublicConfiguration } from '@portal/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectFixture } from '../../../test/project-fixture';
import { renderWithProviders } from '../../../test/render';
import { stubMatchMedia } from '../../../test/stub-match-media';
import ProjectPositionMap from './project-position-map';
import ProjectsMap from './projects-map';

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const configuration = {
  defaultCoordinates: { lat: 60.1699, lng: 24.9384 },
  mapTileUrl: OSM_TILES,
} as PublicConfiguration;

// jsdom lays nothing out; Leaflet needs a size to fit bounds and place markers.
const sizeProps = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  stubMatchMedia();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
});
afterAll(() => {
  for (const prop of sizeProps) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[prop];
});
afterEach(cleanup);

function ProjectPage() {
  return <p>Project page {useParams().id}</p>;
}

function renderWith(element: ReactNode) {
  return renderWithProviders(element, {
    configuration,
    path: '/projects',
    routes: { '/project/:id': <ProjectPage /> },
  });
}

const project = (id: number, code: string, name: string, coordinates: string | null) =>
  projectFixture({ id, code, name, coordinates });

/** Markers standing alone plus the counts shown on cluster icons. */
function placedCount(map: HTMLElement): number {
  const singles = map.querySelectorAll('.leaflet-marker-icon:not(.marker-cluster)').length;
  const clustered = [...map.querySelectorAll('.marker-cluster')].reduce(
    (sum, cluster) => sum + Number(cluster.textContent),
    0,
  );
  return singles + clustered;
}

describe('ProjectPositionMap', () => {
  it("names the map, puts a named marker on the project's position and credits the tiles", () => {
    renderWith(<ProjectPositionMap position={{ lat: 60.1874, lng: 24.977 }} projectName="Kalasatama" height={260} />);
    const map = screen.getByRole('region', { name: 'Map of the position of Kalasatama' });
    expect(within(map).getByRole('button', { name: 'Position of Kalasatama' })).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).toContain('OpenStreetMap');
    expect(map.style.height).toBe('260px');
    expect(screen.queryByText('The project has no position; the map shows the default location.')).toBeNull();
  });

  it('shows the default centre without a marker, and says so, when the project has no position', () => {
    renderWith(<ProjectPositionMap position={null} projectName="Varissuo" height={260} />);
    const map = screen.getByRole('region', { name: 'Map of the position of Varissuo' });
    expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
    expect(screen.getByText('The project has no position; the map shows the default location.')).toBeTruthy();
  });
});

describe('ProjectsMap', () => {
  const projects = [
    project(1, 'HEL-0311', 'Kalasatama', '60.1874,24.9770'),
    project(2, 'HEL-0620', 'Lauttasaari', '60.1590,24.8790'),
    project(3, 'TKU-0033', 'Varissuo', null),
    project(4, 'TRE-0142', 'Hervanta', '61.4500,23.8510'),
  ];

  it('places one marker per project with a position and follows the shown rows', () => {
    const { rerenderWith } = renderWith(<ProjectsMap projects={projects} height={340} />);
    const map = screen.getByRole('region', { name: 'Map of the listed projects' });
    expect(placedCount(map)).toBe(3);
    // Helsinki's two are a few kilometres apart: at the fitted zoom they share a cluster.
    expect(map.querySelector('.marker-cluster')?.textContent).toBe('2');

    rerenderWith(<ProjectsMap projects={[projects[0]!]} height={340} />);
    expect(placedCount(map)).toBe(1);
    expect(within(map).getByRole('button', { name: 'HEL-0311 Kalasatama' })).toBeTruthy();
  });

  it('fits the shown markers no closer than zoom 6, so near neighbours stay clustered', () => {
    renderWith(<ProjectsMap projects={[projects[0]!, projects[1]!]} height={340} />);
    const map = screen.getByRole('region', { name: 'Map of the listed projects' });
    // Fitted closely (zoom 12 or so) the two would stand apart; at zoom 6 they are one cluster.
    expect(map.querySelectorAll('.leaflet-marker-icon:not(.marker-cluster)')).toHaveLength(0);
    expect(map.querySelector('.marker-cluster')?.textContent).toBe('2');
  });

  it("opens a popup whose code links to the project's page inside the app", () => {
    renderWith(<ProjectsMap projects={[projects[0]!, projects[3]!]} height={340} />);
    const map = screen.getByRole('region', { name: 'Map of the listed projects' });
    fireEvent.click(within(map).getByRole('button', { name: 'TRE-0142 Hervanta' }));
    const link = within(map).getByRole('link', { name: 'TRE-0142' });
    expect(link.getAttribute('href')).toBe('/project/4');
    expect(within(map).getByText('Hervanta')).toBeTruthy();

    fireEvent.click(link);
    expect(screen.getByText('Project page 4')).toBeTruthy();
  });
});

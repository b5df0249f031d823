// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type L from 'leaflet';
import { StrictMode, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeafletMap } from './use-leaflet-map';

afterEach(cleanup);

const made: (L.Map | null)[] = [];

function Probe({ zoom }: { zoom: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(ref, { center: [60.17, 24.94], zoom });
  made.push(map);
  return <div ref={ref} data-testid="map" />;
}

describe('useLeafletMap', () => {
  it('creates one map in the container, even under StrictMode, and keeps it across renders', () => {
    made.length = 0;
    const { getByTestId, rerender } = render(
      <StrictMode>
        <Probe zoom={10} />
      </StrictMode>,
    );
    const container = getByTestId('map');
    expect(container.classList.contains('leaflet-container')).toBe(true);
    expect(container.querySelectorAll('.leaflet-map-pane')).toHaveLength(1);
    const map = made.at(-1);
    expect(map?.getContainer()).toBe(container);
    expect(map?.getZoom()).toBe(10);

    // Options are the starting view only: a new zoom prop neither moves nor replaces the map.
    rerender(
      <StrictMode>
        <Probe zoom={4} />
      </StrictMode>,
    );
    expect(made.at(-1)).toBe(map);
    expect(map?.getZoom()).toBe(10);
  });

  it('removes the map when the component unmounts', () => {
    made.length = 0;
    const { getByTestId, unmount } = render(<Probe zoom={10} />);
    const container = getByTestId('map');
    const map = made.at(-1);
    expect(map).not.toBeNull();
    unmount();
    expect(container.querySelector('.leaflet-map-pane')).toBeNull();
    expect(container.querySelector('.leaflet-control-container')).toBeNull();
  });
});

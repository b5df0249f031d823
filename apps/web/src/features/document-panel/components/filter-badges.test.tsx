// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubBrowser } from '../../../test/stub-browser';
import { defaultViewState } from '../document-view-state';
import { FilterBadges } from './filter-badges';

const KEYWORDS = [
  { id: 31, field_id: 4, text: 'Valmis', deactivated: false },
  { id: 21, field_id: 2, text: 'Runko', deactivated: false },
];

beforeAll(() => stubBrowser());
afterEach(() => cleanup());

describe('the filter badges (project page and summary view alike)', () => {
  const view = {
    ...defaultViewState(),
    filter: 'kaivo',
    filterFromDate: '2026-05-01',
    activeFilters: { phase: [21], subject: [], state: [31] },
    companies: [7],
  };

  it('shows one badge per active filter value and removes them one by one', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <FilterBadges view={view} onChange={onChange} keywords={KEYWORDS} companyNames={new Map([[7, 'Putkityö Oy']])} />,
    );
    for (const label of ['"kaivo"', '2026.05.01 –', 'Runko', 'Valmis', 'Putkityö Oy']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Valmis' }));
    expect(onChange).toHaveBeenLastCalledWith({ activeFilters: { phase: [21], subject: [], state: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Putkityö Oy' }));
    expect(onChange).toHaveBeenLastCalledWith({ companies: [] });
  });

  it('clears every filter at once', () => {
    const onChange = vi.fn();
    renderWithProviders(<FilterBadges view={view} onChange={onChange} keywords={KEYWORDS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith({
      filter: '',
      filterFromDate: '',
      filterToDate: '',
      activeFilters: { phase: [], subject: [], state: [] },
      companies: [],
    });
  });

  it('shows nothing without filters', () => {
    renderWithProviders(<FilterBadges view={defaultViewState()} onChange={() => {}} keywords={KEYWORDS} />);
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubBrowser } from '../../../test/stub-browser';
import { type DocumentViewState, defaultViewState } from '../document-view-state';
import { DocumentFilters } from './document-filters';

beforeAll(stubBrowser);
afterEach(cleanup);

function renderFilters(view: DocumentViewState, language: 'en' | 'fi') {
  const onChange = vi.fn();
  renderWithProviders(<DocumentFilters view={view} onChange={onChange} keywords={[]} />, { language });
  return onChange;
}

describe('the date filters', () => {
  it("are the app's date pickers in Finnish: DD.MM.YYYY, typed or picked from a Finnish calendar", async () => {
    const onChange = renderFilters({ ...defaultViewState(), filterToDate: '2024-05-31' }, 'fi');
    const from = screen.getByLabelText('Alkaen') as HTMLInputElement;
    const to = screen.getByLabelText('Päättyen') as HTMLInputElement;
    // Never the browser's own date input, whose format follows the browser, not the app.
    expect(from.type).not.toBe('date');
    expect(to.value).toBe('31.05.2024');
    expect(from.placeholder).toBe('pp.kk.vvvv');

    fireEvent.change(from, { target: { value: '1.5.2024' } });
    expect(onChange).toHaveBeenCalledWith({ filterFromDate: '2024-05-01' });

    await act(async () => fireEvent.click(to));
    expect((await screen.findAllByText(/toukokuu 2024/i)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^ma$/i).length).toBeGreaterThan(0);
  });

  it('write ISO dates in English', () => {
    const onChange = renderFilters({ ...defaultViewState(), filterFromDate: '2024-05-01' }, 'en');
    expect((screen.getByLabelText('From date') as HTMLInputElement).value).toBe('2024-05-01');
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2024-05-31' } });
    expect(onChange).toHaveBeenCalledWith({ filterToDate: '2024-05-31' });
  });
});

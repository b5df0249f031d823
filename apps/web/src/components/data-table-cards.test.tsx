// @vitest-environment jsdom
import { Button } from '@mantine/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  name: string;
  note: string;
}

const rows: Row[] = [
  { id: 1, name: 'Päivystys', note: '' },
  { id: 2, name: 'Aamupalaveri', note: 'Joka arkiaamu' },
];
const onEdit = vi.fn();
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { key: 'note', header: 'Note', cell: (r) => r.note },
  { key: 'actions', header: 'Actions', cell: (r) => <Button onClick={() => onEdit(r.id)}>Edit {r.name}</Button> },
];

/** A phone: every media query of the width kind matches, as on a 390 px screen. */
function phoneScreen(): void {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

beforeAll(phoneScreen);
afterEach(cleanup);

const names = () =>
  screen.getAllByRole('listitem').map((item) => within(item).getByText(/^(Päivystys|Aamupalaveri)$/).textContent);

describe('DataTable on a phone', () => {
  it('shows each row as a card with its labelled values and its buttons, and no table', async () => {
    renderWithProviders(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} label="Mobile links" />);
    const list = await screen.findByRole('list', { name: 'Mobile links' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // An empty cell is left out of its card, a filled one keeps its column's label.
    expect(within(cards[0]).queryByText('Note')).toBeNull();
    expect(within(cards[1]).getByText('Note')).toBeTruthy();
    fireEvent.click(within(cards[1]).getByRole('button', { name: 'Edit Aamupalaveri' }));
    expect(onEdit).toHaveBeenCalledWith(2);
  });

  it('sorts by the column chosen above the cards, and turns the order round', async () => {
    renderWithProviders(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} label="Mobile links" />, {
      language: 'fi',
    });
    await screen.findByRole('list', { name: 'Mobile links' });
    expect(names()).toEqual(['Päivystys', 'Aamupalaveri']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Järjestä' }), { target: { value: 'name' } });
    expect(names()).toEqual(['Aamupalaveri', 'Päivystys']);
    fireEvent.click(screen.getByRole('button', { name: 'Nouseva järjestys, vaihda laskevaksi' }));
    expect(names()).toEqual(['Päivystys', 'Aamupalaveri']);
  });
});

// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectFixture } from '../../../test/project-fixture';
import { createTestI18n } from '../../../test/render';
import { stubBrowser } from '../../../test/stub-browser';
import { DEFAULT_COLUMNS, OPTIONAL_COLUMNS, type OptionalColumn } from '../project-columns';
import { ProjectTable } from './project-table';

beforeAll(() => {
  stubBrowser();
});
afterEach(cleanup);

const editable = projectFixture({ id: 1, code: 'OWN-1', can: { ...projectFixture().can, update: true } });
const readOnly = projectFixture({ id: 2, code: 'SEEN-2' });

function renderTable(columns: readonly OptionalColumn[]) {
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <MantineProvider>
        <MemoryRouter>
          <ProjectTable projects={[editable, readOnly]} columns={columns} onEdit={() => undefined} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getAllByRole('columnheader').map((header) => header.textContent);
}

describe('projects table', () => {
  it('shows code, name and actions by default (spec part 1 §9, part 2 §2)', () => {
    expect(renderTable(DEFAULT_COLUMNS)).toEqual(['Code', 'Name', 'Actions']);
  });

  it('shows the other columns once they are switched on, id first', () => {
    const headers = renderTable(OPTIONAL_COLUMNS);
    expect(headers).toHaveLength(2 + OPTIONAL_COLUMNS.length);
    expect(headers.slice(0, 3)).toEqual(['ID', 'Code', 'Name']);
  });

  it('offers edit only on rows whose can.update the server granted', () => {
    renderTable(DEFAULT_COLUMNS);
    const [, ownRow, seenRow] = screen.getAllByRole('row');
    expect(within(ownRow).getByRole('button', { name: /OWN-1/ })).toBeTruthy();
    expect(within(seenRow).queryByRole('button')).toBeNull();
  });
});

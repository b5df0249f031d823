// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import type { SummaryView } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { stubBrowser } from '../../test/stub-browser';
import { SummaryViewCompaniesTab } from './components/summary-view-companies-tab';
import SummaryViewsPage from './pages/summary-views-page';

const VIEW: SummaryView = {
  id: 4,
  name: 'Asennuskuvat',
  defaultfolder_id: 7,
  defaultfolder_name: 'Asennuskuvat-kansio',
  companies: [{ id: 3, name: 'Putkityö Virtanen Oy', type: 'subcontractor' }],
  can: { manage: true, setState: true },
};

const company = (id: number, name: string) => ({
  id,
  name,
  code: null,
  type: 'subcontractor' as const,
  roles: [],
  can: { read: true, update: false, updateType: false, delete: false, manageUsers: false },
});

function serve(create = true) {
  return fakeServer()
    .on(endpoints.summaryViews.list, { data: [VIEW], can: { create } })
    .on(endpoints.defaultFolders.list, {
      data: [
        {
          id: 7,
          name: 'Asennuskuvat-kansio',
          parent_id: null,
          project_subtype_id: 1,
          contentPermissions: [],
          can: { update: true, delete: true, createChild: true, grant: true },
        },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 9999, total: 1 },
      can: { create: true },
    })
    .on(endpoints.summaryViews.create, ({ body }) => ({ data: { ...VIEW, id: 5, name: body.name } }))
    .on(endpoints.summaryViews.delete, { data: { ok: true } })
    .on(endpoints.companies.list, {
      data: [company(3, 'Putkityö Virtanen Oy'), company(9, 'Aliurakointi Sähkö Oy')],
      meta: { current_page: 1, last_page: 1, per_page: 9999, total: 2 },
    })
    .on(endpoints.summaryViews.addCompany, { data: VIEW })
    .on(endpoints.summaryViews.removeCompany, { data: VIEW });
}

const withModals = (element: React.ReactNode) => <ModalsProvider>{element}</ModalsProvider>;

beforeAll(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/summaryviews', () => {
  it('lists the views with their folder and deletes one only after the confirmation', async () => {
    const server = serve();
    renderWithProviders(withModals(<SummaryViewsPage />));
    expect(await screen.findByRole('link', { name: 'Asennuskuvat' })).toBeTruthy();
    expect(screen.getByText('Asennuskuvat-kansio')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Asennuskuvat' }));
    const dialog = await screen.findByRole('dialog');
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.writes().map((w) => `${w.method} ${w.path}`)).toEqual(['DELETE summaryviews/4']));
  });

  it('asks in Finnish to fill in every field when the name is empty, and sends nothing', async () => {
    const server = serve();
    renderWithProviders(withModals(<SummaryViewsPage />), { language: 'fi' });
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää yhteenvetonäkymä' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lisää yhteenvetonäkymä' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Luo' }));
    expect(await screen.findByText('Täytäthän kaikki kentät.')).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it('shows no add or delete to a user of an attached company', async () => {
    fakeServer().on(endpoints.summaryViews.list, {
      data: [{ ...VIEW, can: { manage: false, setState: true } }],
      can: { create: false },
    });
    renderWithProviders(withModals(<SummaryViewsPage />));
    expect(await screen.findByRole('link', { name: 'Asennuskuvat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add summary view' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Asennuskuvat' })).toBeNull();
  });
});

describe('the summary companies tab', () => {
  it('removes a company only after the confirmation', async () => {
    const server = serve();
    renderWithProviders(withModals(<SummaryViewCompaniesTab view={VIEW} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Putkityö Virtanen Oy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Putkityö Virtanen Oy will no longer see/)).toBeTruthy();
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.writes().map((w) => `${w.method} ${w.path}`)).toEqual(['POST summaryviews/4/companies/remove/3']),
    );
  });
});

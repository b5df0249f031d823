// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { MobileLink } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, refusal } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { stubBrowser } from '../../test/stub-browser';
import MobileLinksPage from './pages/mobile-links-page';

const link = (id: number, title: string, order: number): MobileLink => ({
  id,
  title,
  link: `https://example.test/${id}`,
  order,
});

const renderPage = () =>
  renderWithProviders(
    <ModalsProvider>
      <Notifications />
      <MobileLinksPage />
    </ModalsProvider>,
  );

beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/mobilelinks', () => {
  it('lists the links by order', async () => {
    fakeServer().on(endpoints.mobileLinks.list, { data: [link(1, 'Later', 5), link(2, 'First', 1)] });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Mobile links' });
    const titles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(titles).toEqual(['First', 'Later']);
  });

  it('edits in a modal, and shows a refused link under the field', async () => {
    const server = fakeServer()
      .on(endpoints.mobileLinks.list, { data: [link(1, 'Menu', 1)] })
      .on(endpoints.mobileLinks.update, () => refusal(422, -1, { link: ['safe-link'] }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mobile link' });
    fireEvent.change(within(dialog).getByLabelText(/^Link/), { target: { value: 'vnd.app://menu' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This kind of link is not allowed.')).toBeTruthy();
    const sent = server.calls.find((c) => c.endpoint === endpoints.mobileLinks.update);
    expect(sent?.body).toEqual({ title: 'Menu', link: 'vnd.app://menu', order: 1 });
  });

  it('deletes after a confirmation', async () => {
    const server = fakeServer()
      .on(endpoints.mobileLinks.list, { data: [link(1, 'Menu', 1)] })
      .on(endpoints.mobileLinks.delete, { data: { ok: true } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Menu' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete mobile link?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.some((c) => c.endpoint === endpoints.mobileLinks.delete)).toBe(true));
  });
});

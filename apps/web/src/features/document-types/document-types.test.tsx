// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { DocumentType, Field, FieldInput } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentTypeFixture, fieldFixture } from '../../test/document-type-fixture';
import { fakeServer } from '../../test/fake-server';
import { createTestI18n } from '../../test/render';
import { stubBrowser } from '../../test/stub-browser';
import { ManageFieldsModal } from './components/manage-fields-modal';
import DocumentTypesPage from './pages/document-types-page';

const FIELDS: Field[] = [
  fieldFixture({ id: 1, key: 'creation_date', type: 'date', is_default: true, is_automatic: true }),
  fieldFixture({
    id: 2,
    key: 'phase',
    type: 'keywords',
    is_default: true,
    keywords: [
      { id: 11, field_id: 2, text: '-', deactivated: false },
      { id: 12, field_id: 2, text: 'Frame', deactivated: false },
    ],
  }),
  fieldFixture({
    id: 101,
    key: 'Room',
    type: 'keywords',
    keywords: [{ id: 21, field_id: 101, text: 'Kitchen', deactivated: false }],
  }),
];

const TYPES: DocumentType[] = [
  documentTypeFixture({
    id: 1,
    name: 'document_type_default',
    is_default: true,
    is_immutable: true,
    fields: FIELDS.slice(0, 2),
    can: { update: true, delete: false },
  }),
  documentTypeFixture({ id: 5, name: 'Drawings', fields: [FIELDS[2]] }),
];

/** The server: the type and field lists, and echoing writes. */
function serve(can = { create: true, manageFields: true }) {
  const server = fakeServer()
    .on(endpoints.documentTypes.list, { data: TYPES, can })
    .on(endpoints.fields.list, { data: FIELDS })
    .on(endpoints.fields.allKeywords, { data: [] })
    .on(endpoints.documentTypes.create, ({ body }) => ({ data: documentTypeFixture({ id: 9, name: body.name }) }))
    .on(endpoints.documentTypes.update, ({ params }) => ({ data: documentTypeFixture({ id: params.id, name: 'X' }) }))
    .on(endpoints.documentTypes.fields, ({ params }) => ({ data: documentTypeFixture({ id: params.id, name: 'X' }) }))
    .on(endpoints.documentTypes.delete, { data: { ok: true } })
    .on(endpoints.fields.delete, { data: { ok: true } })
    .on(endpoints.fields.create, ({ body }) => ({ data: savedField(body) }))
    .on(endpoints.fields.update, ({ body }) => ({ data: savedField(body) }));
  return { writes: () => server.writes().map(({ method, path, body }) => ({ method, path, body })) };
}

/** A saved field as the server answers it: the keywords sent, numbered. */
function savedField(body: FieldInput): Field {
  // The contract takes the flag as a boolean or its 1/0 spellings.
  const isOn = (flag: unknown) => flag === true || flag === 1 || flag === '1' || flag === 'true';
  const keywords = (body.keywords ?? []).map((k, i) => ({
    id: 100 + i,
    field_id: 200,
    text: k.text,
    deactivated: isOn(k.deactivated),
  }));
  return fieldFixture({ id: 200, key: body.fieldName, type: body.fieldType, keywords });
}

function renderIn(element: React.ReactNode, language: 'en' | 'fi' = 'en') {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <ModalsProvider>{element}</ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/document-types', () => {
  it('shows the default type under its translated label, never deletable', async () => {
    serve();
    renderIn(<DocumentTypesPage />);
    const table = await screen.findByRole('table', { name: 'Document types' });
    const rows = within(table).getAllByRole('row');
    const defaultRow = rows.find((r) => r.textContent?.includes('Phase'))!;
    expect(within(defaultRow).getAllByText('Default').length).toBeGreaterThan(0);
    expect(defaultRow.textContent).not.toContain('document_type_default');
    expect(within(defaultRow).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Drawings' })).toBeTruthy();
  });

  it('shows no create or manage buttons when the list says the caller may not', async () => {
    serve({ create: false, manageFields: false });
    renderIn(<DocumentTypesPage />);
    await screen.findByRole('table', { name: 'Document types' });
    expect(screen.queryByRole('button', { name: 'New document type' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage fields' })).toBeNull();
  });

  it('deletes a type only after the confirmation', async () => {
    const server = serve();
    renderIn(<DocumentTypesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Drawings' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Drawings');
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([{ method: 'DELETE', path: 'document-types/5', body: undefined }]),
    );
  });

  it('creates a type: a name is required and is sent trimmed', async () => {
    const server = serve();
    renderIn(<DocumentTypesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New document type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New document type' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The document type needs a name.')).toBeTruthy();
    expect(server.writes()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  Photos ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([{ method: 'POST', path: 'document-types', body: { name: 'Photos' } }]),
    );
  });

  it('edits the default type: its name is read-only and only its fields are sent', async () => {
    const server = serve();
    renderIn(<DocumentTypesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Default type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit document type' });
    const name = within(dialog).getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(name.value).toBe('Default type');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([{ method: 'PUT', path: 'document-types/1/fields', body: { fieldIds: [1, 2] } }]),
    );
  });

  it('edits another type: its name and activity, then its fields', async () => {
    const server = serve();
    renderIn(<DocumentTypesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Drawings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit document type' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Plans' } });
    fireEvent.click(within(dialog).getByLabelText('Active'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()).toEqual([
      { method: 'PUT', path: 'document-types/5', body: { name: 'Plans', is_active: false } },
      { method: 'PUT', path: 'document-types/5/fields', body: { fieldIds: [101] } },
    ]);
  });
});

describe('ManageFieldsModal', () => {
  it('lists fields: default keyword fields edit keywords, other default fields show a dash, others edit and delete', async () => {
    serve();
    renderIn(<ManageFieldsModal opened onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Fields' });
    const row = (text: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(text))!;
    expect(row('Creation date').textContent).toContain('–');
    expect(within(row('Creation date')).queryByRole('button')).toBeNull();
    expect(within(row('Phase')).getByRole('button', { name: 'Keywords of Phase' })).toBeTruthy();
    expect(within(row('Phase')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row('Room')).getByRole('button', { name: 'Delete field Room' })).toBeTruthy();
  });

  it("edits a default field's keywords: the name is read-only, saved keywords cannot be removed", async () => {
    const server = serve();
    renderIn(<ManageFieldsModal opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keywords of Phase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keywords of Phase' });
    expect((within(dialog).getByLabelText('Field name') as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /Remove keyword/ })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Keyword 2'), { target: { value: 'Framing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      method: 'PUT',
      path: 'fields/2',
      body: {
        fieldName: 'phase',
        fieldType: 'keywords',
        keywords: [
          { id: 11, text: '-', deactivated: false },
          { id: 12, text: 'Framing', deactivated: false },
        ],
      },
    });
  });

  it('creates a keyword field: Enter adds a keyword, empty input is ignored', async () => {
    const server = serve();
    renderIn(<ManageFieldsModal opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Create a field' }));
    fireEvent.change(screen.getByLabelText(/^Field name/), { target: { value: 'Floor' } });
    const entry = screen.getByLabelText('New keyword');
    fireEvent.keyDown(entry, { key: 'Enter' });
    fireEvent.change(entry, { target: { value: '   ' } });
    fireEvent.keyDown(entry, { key: 'Enter' });
    expect(screen.getByText('No keywords yet.')).toBeTruthy();
    fireEvent.change(entry, { target: { value: ' First ' } });
    fireEvent.keyDown(entry, { key: 'Enter' });
    fireEvent.change(entry, { target: { value: 'Second' } });
    fireEvent.keyDown(entry, { key: 'Enter' });
    expect((entry as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove keyword Second' }));
    expect(server.writes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Create field' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toEqual({
      method: 'POST',
      path: 'fields',
      body: {
        fieldName: 'Floor',
        fieldType: 'keywords',
        keywords: [{ text: 'First', deactivated: false }],
        showInDocumentsTable: true,
      },
    });
  });

  it('deletes a field only after the confirmation', async () => {
    const server = serve();
    renderIn(<ManageFieldsModal opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete field Room' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete field' });
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.writes()).toEqual([{ method: 'DELETE', path: 'fields/101', body: undefined }]));
  });

  it('speaks Finnish', async () => {
    serve();
    renderIn(<ManageFieldsModal opened onClose={() => {}} />, 'fi');
    expect(await screen.findByRole('tab', { name: 'Luo kenttä' })).toBeTruthy();
    expect(await screen.findByText('Vaihe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kentän Vaihe avainsanat' })).toBeTruthy();
  });
});

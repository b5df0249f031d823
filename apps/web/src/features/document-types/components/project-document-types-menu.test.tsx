// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { DocumentType, Field, Keyword } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { documentTypeFixture } from '../../../test/document-type-fixture';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser } from '../../../test/stub-browser';
import { keywordChanges } from './keywords-modal';
import { ProjectDocumentTypesMenu } from './project-document-types-menu';

const PHASE_KEYWORDS: Keyword[] = [
  { id: 12, field_id: 2, text: 'Frame', deactivated: false },
  { id: 13, field_id: 2, text: 'Roof', deactivated: false },
];
const FIELDS: Field[] = [
  {
    id: 2,
    key: 'phase',
    type: 'keywords',
    is_automatic: false,
    is_default: true,
    order: 2,
    show_in_documents_table: true,
    keywords: PHASE_KEYWORDS,
  },
];
const type = (id: number, name: string, canDelete: boolean) =>
  documentTypeFixture({ id, name, can: { update: true, delete: canDelete } });

/** The server: the types and fields, the phase keywords, and the writes. */
function serve(can: { create: boolean; manageFields: boolean }, types: DocumentType[]) {
  const server = fakeServer()
    .on(endpoints.documentTypes.list, () => ({ data: types, can }))
    .on(endpoints.fields.list, { data: FIELDS })
    .on(endpoints.fields.keywords, { data: PHASE_KEYWORDS })
    .on(endpoints.fields.updateKeyword, ({ params, body }) => ({
      data: { id: params.keywordId, field_id: params.id, text: body.text, deactivated: body.deactivated === true },
    }))
    .on(endpoints.documentTypes.delete, ({ params }) => {
      // The list answers without it from now on.
      const at = types.findIndex((t) => t.id === params.id);
      if (at >= 0) types.splice(at, 1);
      return { data: { ok: true } };
    });
  const writes = () => server.writes().map(({ method, path, body }) => ({ method, path, body }));
  return { server, writes };
}

function renderMenu(permissions: string[], language: 'en' | 'fi' = 'en') {
  setStoredUser(
    sessionUser({
      permissions: permissions.map((name) => ({ name })),
      // The server derives this flag from keywords.manage; the test states the same.
      can: { manageKeywords: permissions.includes('keywords.manage') },
    }),
  );
  return renderWithProviders(
    <ModalsProvider>
      <Notifications />
      <ProjectDocumentTypesMenu />
    </ModalsProvider>,
    { language },
  );
}

beforeAll(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearStoredUser();
});

describe('ProjectDocumentTypesMenu', () => {
  it('offers each modal as the answers allow', async () => {
    serve({ create: true, manageFields: true }, [type(5, 'Drawings', true)]);
    renderMenu(['projects.access', 'keywords.manage']);
    fireEvent.click(await screen.findByRole('button', { name: 'Document types' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['New document type', 'Delete document type', 'Manage fields', 'Edit keywords']);
  });

  it('is not shown to a user who may do none of it', async () => {
    const { server, writes } = serve({ create: false, manageFields: false }, [type(5, 'Drawings', false)]);
    const view = renderMenu(['projects.access']);
    // Once the types have been answered and nothing is loading, the menu has decided.
    await waitFor(() => expect(server.callsTo(endpoints.documentTypes.list)).not.toHaveLength(0));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: 'Document types' })).toBeNull();
    expect(writes()).toHaveLength(0);
  });

  it('deletes the chosen type after the confirmation', async () => {
    const { writes } = serve({ create: false, manageFields: false }, [
      type(5, 'Drawings', true),
      type(6, 'Locked', false),
    ]);
    renderMenu(['projects.access']);
    fireEvent.click(await screen.findByRole('button', { name: 'Document types' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete document type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document type' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Document type to delete' }));
    // Only the type the answer lets this user delete is offered.
    expect(screen.queryByRole('option', { name: 'Locked', hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Drawings', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByText(
      'Delete the document type "Drawings"? A type that documents use cannot be deleted.',
    );
    fireEvent.click(within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'DELETE', path: 'document-types/5', body: undefined }]));
    // Told even though no deletable type is left (the chooser is gone by then).
    expect(await screen.findByText('Document type "Drawings" deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits keywords with keywords.manage only, in Finnish: default field keywords are never removed', async () => {
    const { writes } = serve({ create: false, manageFields: false }, []);
    renderMenu(['projects.access', 'keywords.manage'], 'fi');
    fireEvent.click(await screen.findByRole('button', { name: 'Dokumenttityypit' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Muokkaa avainsanoja']);
    fireEvent.click(items[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa avainsanoja' });
    const first = await within(dialog).findByDisplayValue('Frame');
    expect(within(dialog).queryByRole('button', { name: /Frame/ })).toBeNull();
    fireEvent.change(first, { target: { value: 'Runko' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Avainsanat tallennettu.')).toBeDefined();
    expect(writes()).toEqual([
      { method: 'PUT', path: 'fields/2/keywords/12', body: { text: 'Runko', deactivated: false } },
    ]);
  });
});

describe('keywordChanges', () => {
  it('sends only changed keywords and deletes the removed ones', () => {
    const drafts = [
      { key: 'a', id: 12, text: ' Frame ', deactivated: true },
      { key: 'b', text: 'New one', deactivated: false },
    ];
    expect(keywordChanges(2, PHASE_KEYWORDS, drafts)).toEqual({
      fieldId: 2,
      updated: [{ id: 12, text: 'Frame', deactivated: true }],
      deleted: [13],
    });
    expect(
      keywordChanges(
        2,
        PHASE_KEYWORDS,
        PHASE_KEYWORDS.map((k) => ({ key: String(k.id), ...k })),
      ),
    ).toEqual({
      fieldId: 2,
      updated: [],
      deleted: [],
    });
  });
});

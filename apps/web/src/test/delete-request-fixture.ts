import type { DeleteRequest } from '@portal/contracts';

/** A delete request answer as the server sends it: for document `documentId` of project 7, open, by Erkki Editor. */
export function deleteRequestFixture(documentId: number, overrides: Partial<DeleteRequest> = {}): DeleteRequest {
  return {
    id: documentId - 100,
    project_id: 7,
    project: { id: 7, name: 'Harbour bridge' },
    document: {
      id: documentId,
      project_id: 7,
      name: `Document ${documentId}`,
      counter: documentId.toString(32),
      url: null,
      thumb: null,
      mime: null,
    },
    reason: null,
    is_deleted: false,
    created_by: { name: 'Erkki Editor', email: 'erkki@example.test' },
    created_at: '2026-11-20T10:00:00.000Z',
    can: { accept: false, reject: false },
    ...overrides,
  };
}

import type { Document } from '@portal/contracts';

/** A document answer as the server sends it (every field of its contract), for web tests. */
export function documentFixture(overrides: Partial<Document> = {}): Document {
  const id = overrides.id ?? 1;
  const counterNumber = overrides.counterNumber ?? id;
  return {
    id,
    project_id: 1,
    name: `Document ${id}.jpg`,
    counter: counterNumber.toString(32),
    counterNumber,
    url: `projects/1/documents/${id}/files/${id}?v=1`,
    thumb: `projects/1/documents/${id}/thumb?v=1`,
    ready: true,
    coordinates: null,
    gps_accuracy: null,
    folder_id: null,
    document_type_id: 1,
    document_type: { id: 1, name: 'document_type_default', is_default: true, is_active: true, fields: [] },
    group: null,
    addedByCompany: { id: 1, name: 'Owner Oy' },
    owner_company_name: 'Owner Oy',
    addedByUser: { id: 1, name: 'Olli Owner' },
    created: '2024-05-02T10:00:00.000Z',
    createdDateOnly: '2024-05-02',
    updated_at: '2024-05-02T10:00:00.000Z',
    phase: null,
    subject: null,
    state: null,
    detailText: null,
    positionText: null,
    files: [
      {
        id,
        name: `Document ${id}`,
        full_name: `Document ${id}.jpg`,
        extension: 'jpg',
        mime: 'image/jpeg',
        size: 1000,
        sha256: 'a'.repeat(64),
      },
    ],
    fields: [],
    keywords: [],
    delete_requested: false,
    can: { update: true, delete: true, move: true, requestDelete: false },
    ...overrides,
  };
}

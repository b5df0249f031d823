import { type Document, documentCounterText } from '@portal/contracts';
import { allows } from '../../platform/access/gate';
import type { DocumentSubject, ProjectDocumentsSubject } from '../../platform/access/policies/documents.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DocumentRow } from './documents.repo';

/** Built-in fields (seeded with these ids): phase 2, subject 3, state 4, info 7, position 8. */
const FIELD = { phase: 2, subject: 3, state: 4, info: 7, position: 8 } as const;

export function documentSubject(projectId: number): DocumentSubject {
  return { kind: 'document', projectId };
}

export function projectDocumentsSubject(projectId: number, exportEnabled: boolean): ProjectDocumentsSubject {
  return { kind: 'projectDocuments', projectId, exportEnabled };
}

export function presentPanelCan(user: AuthUser, subject: ProjectDocumentsSubject) {
  return {
    create: allows(user, 'create', subject),
    createFolder: allows(user, 'createFolder', subject),
    move: allows(user, 'move', subject),
    deleteAny: allows(user, 'deleteAny', subject),
    export: allows(user, 'export', subject),
  };
}

const iso = (d: Date) => d.toISOString();

/**
 * A file has a thumbnail once processing made one, and will have one while an image or PDF is
 * still being processed (the thumb answers 404 until then and the client retries); office and
 * text files, and files whose processing failed, have none.
 */
function hasThumb(file: DocumentRow['files'][number]): boolean {
  if (file.ready) return file.thumb;
  return file.mime.startsWith('image/') || file.mime === 'application/pdf';
}

export function presentDocument(user: AuthUser, row: DocumentRow): Document {
  const d = row.document;
  const base = `projects/${d.projectId}/documents/${d.id}`;
  const first = row.files[0];
  const created = d.capturedAt ?? d.createdAt;
  const keywordText = (fieldId: number) => row.keywords.find((k) => k.field_id === fieldId)?.text ?? null;
  const fieldText = (fieldId: number) => row.fields.find((f) => f.field_id === fieldId)?.text ?? null;
  const subject = documentSubject(d.projectId);
  return {
    id: d.id,
    project_id: d.projectId,
    name: d.name,
    counter: documentCounterText(d.counter),
    counterNumber: d.counter,
    url: first ? `${base}/files/${first.id}` : null,
    thumb: first && hasThumb(first) ? `${base}/thumb` : null,
    ready: first ? first.ready : false,
    coordinates: d.latitude !== null && d.longitude !== null ? `${d.latitude},${d.longitude}` : null,
    gps_accuracy: d.gpsAccuracy,
    folder_id: d.folderId,
    document_type_id: d.documentTypeId,
    document_type: {
      id: row.type.id,
      name: row.type.name,
      is_default: row.type.isDefault,
      is_active: row.type.isActive,
    },
    group: d.group,
    addedByCompany: row.company,
    owner_company_name: row.ownerCompanyName,
    addedByUser: row.user,
    created: iso(created),
    createdDateOnly: iso(created).slice(0, 10),
    updated_at: iso(d.updatedAt),
    phase: keywordText(FIELD.phase),
    subject: keywordText(FIELD.subject),
    state: keywordText(FIELD.state),
    detailText: fieldText(FIELD.info),
    positionText: fieldText(FIELD.position),
    files: row.files.map((f) => ({
      id: f.id,
      name: f.name,
      full_name: f.extension ? `${f.name}.${f.extension}` : f.name,
      extension: f.extension,
      mime: f.mime,
      size: Number(f.size),
      sha256: f.sha256,
    })),
    fields: row.fields,
    keywords: row.keywords,
    can: {
      update: allows(user, 'update', subject),
      delete: allows(user, 'delete', subject),
      move: allows(user, 'move', subject),
      requestDelete: allows(user, 'requestDelete', subject),
    },
  };
}
